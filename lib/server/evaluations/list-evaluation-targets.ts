import "server-only";
import { db } from "@/lib/db";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { listVisibleSplits } from "@/lib/server/benchmarks/find-visible-benchmark";
import { visibleBenchmarkWhere } from "@/lib/server/benchmarks/visibility";
import { canMaintain } from "@/lib/security/roles";
import type { Actor } from "@/lib/vocabulary";

interface EvaluationTarget {
  benchmark: string;
  title: string;
  split: string;
  isHidden: boolean;
}

/** The splits the actor sees, of benchmarks not archived, for the model page's Start evaluation form (newest first). */
export async function listEvaluationTargets(actor: Actor): Promise<EvaluationTarget[]> {
  const benchmarks = await db.benchmark.findMany({
    where: { AND: [visibleBenchmarkWhere(actor), { archivedAt: null }] },
    orderBy: { title: "asc" },
    select: {
      id: true,
      slug: true,
      title: true,
      // Whether the actor maintains it, in the same statement (as findVisibleBenchmark does).
      _count: { select: { maintainers: { where: { userId: actor.id } } } },
    },
  });
  const out: EvaluationTarget[] = [];
  for (const b of benchmarks)
    for (const s of (
      await listVisibleSplits({
        id: b.id,
        canMaintain: canMaintain(actor, b.id, b._count.maintainers > 0 ? [b.id] : []),
      })
    ).reverse())
      out.push({ benchmark: b.slug, title: b.title, split: s.name, isHidden: isHiddenSplit(s) });
  return out;
}

/** The actor's evaluations of one model, newest first, for the model page. */
export async function listModelEvaluations(actor: { id: string }, modelId: string) {
  const rows = await db.evaluation.findMany({
    where: { userId: actor.id, modelId },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: { id: true, status: true, done: true, total: true, splitId: true, createdAt: true },
  });
  const splits = await db.split.findMany({
    where: { id: { in: rows.map((r) => r.splitId) } },
    select: { id: true, name: true, benchmark: { select: { slug: true } } },
  });
  const byId = new Map(splits.map((s) => [s.id, s]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    done: r.done,
    total: r.total,
    benchmark: byId.get(r.splitId)?.benchmark.slug ?? "",
    split: byId.get(r.splitId)?.name ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}
