import "server-only";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import type { Actor } from "@/lib/vocabulary";

/** The benchmarks the actor maintains (all of them for admins), with pending request counts. */
export async function listMaintainedBenchmarks(actor: Actor) {
  assertRole(actor, "maintainer");
  const rows = await db.benchmark.findMany({
    where: actor.role === "admin" ? {} : { maintainers: { some: { userId: actor.id } } },
    orderBy: { title: "asc" },
    select: {
      slug: true,
      title: true,
      accessMode: true,
      isDemo: true,
      _count: { select: { accessRequests: { where: { status: "pending" } } } },
    },
  });
  return rows.map(({ _count, ...b }) => ({ ...b, pendingRequests: _count.accessRequests }));
}
