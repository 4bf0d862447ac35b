import "server-only";
import { db } from "@/lib/db";

/**
 * The address to name where a message says "contact the maintainers": the one they listed in
 * the access settings, else their account addresses (they chose to run a public benchmark).
 * Null only when a benchmark has no maintainer at all, as with one imported by an admin alone.
 */
export async function getBenchmarkContact(benchmarkId: string): Promise<string | null> {
  const b = await db.benchmark.findUnique({
    where: { id: benchmarkId },
    select: {
      contactEmail: true,
      maintainers: { select: { user: { select: { email: true } } }, orderBy: { userId: "asc" }, take: 3 },
    },
  });
  if (!b) return null;
  if (b.contactEmail) return b.contactEmail;
  const emails = b.maintainers.map((m) => m.user.email);
  return emails.length > 0 ? emails.join(", ") : null;
}
