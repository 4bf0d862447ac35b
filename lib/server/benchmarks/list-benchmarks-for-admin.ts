import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import type { Actor } from "@/lib/vocabulary";

export type AdminBenchmarkRow = {
  slug: string;
  title: string;
  accessMode: string;
  /** Has a published release (the maintainers published it). */
  published: boolean;
  /** ISO timestamps of an admin's archiving and unpublishing; null when not. */
  archivedAt: string | null;
  unpublishedAt: string | null;
  maintainers: { email: string; name: string }[];
};

/** Every benchmark, published or not, with its maintainers: for admins only. */
export async function listBenchmarksForAdmin(actor: Actor): Promise<AdminBenchmarkRow[]> {
  assertRole(actor, "admin");
  const rows = await db.benchmark.findMany({
    orderBy: { slug: "asc" },
    select: {
      slug: true,
      title: true,
      accessMode: true,
      archivedAt: true,
      unpublishedAt: true,
      releases: { where: { publishedAt: { not: null } }, select: { id: true }, take: 1 },
      maintainers: { select: { user: { select: { email: true, name: true } } }, orderBy: { userId: "asc" } },
    },
  });
  return rows.map((b) => ({
    slug: b.slug,
    title: b.title,
    accessMode: b.accessMode,
    published: b.releases.length > 0,
    archivedAt: b.archivedAt?.toISOString() ?? null,
    unpublishedAt: b.unpublishedAt?.toISOString() ?? null,
    maintainers: b.maintainers.map((m) => m.user),
  }));
}
