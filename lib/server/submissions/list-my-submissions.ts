import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { isLowerBetter } from "@/lib/scoring/metrics";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { decodeEnumColumn } from "@/lib/db-columns";
import { DISCLOSURE_STATUSES, type Actor, type DisclosureStatus, DISCLOSED } from "@/lib/vocabulary";

/** One row of the submission history. `primary.value` is on the metric's own scale. */
type SubmissionListItem = {
  id: string;
  benchmark: { slug: string; title: string; track: string };
  split: { name: string; kind: string };
  model: { id: string; name: string };
  status: string;
  errorKind: string | null;
  isPublic: boolean;
  regime: string;
  createdAt: string;
  scoredAt: string | null;
  primary: { metric: string; value: number; lowerIsBetter: boolean } | null;
  /** On a hidden split: what the Ladder did (lib/disclosure); `primary` is then the disclosed value or null. */
  release: DisclosureStatus | null;
};

/** Only what the list needs from a stored result; anything else in it is ignored. */
const storedResultSchema = z.object({
  metrics: z.record(z.string(), z.number()),
  avg12: z.number().optional(),
});

/**
 * The headline number: MSE on the integrity track (lower is better), the LiveFact average
 * (`avg12`) on a sliced verdict benchmark, macro-F1 on other verdict benchmarks.
 */
function primaryOf(track: string, resultJson: string | undefined): SubmissionListItem["primary"] {
  if (resultJson === undefined) return null;
  const parsed = storedResultSchema.safeParse(JSON.parse(resultJson));
  if (!parsed.success) return null;
  const { metrics, avg12 } = parsed.data;
  if (track === "integrity")
    return metrics["mse"] === undefined
      ? null
      : { metric: "mse", value: metrics["mse"], lowerIsBetter: true };
  if (avg12 !== undefined) return { metric: "avg12", value: avg12, lowerIsBetter: false };
  return metrics["macro_f1"] === undefined
    ? null
    : { metric: "macro_f1", value: metrics["macro_f1"], lowerIsBetter: false };
}

/** The acting user's submissions, newest first (at most `take`, default 200), on one benchmark when `benchmark` (a slug) is given. */
export async function listMySubmissions(
  actor: Actor,
  options: { take?: number; benchmark?: string } = {},
): Promise<SubmissionListItem[]> {
  // Maintainers see their own benchmarks' numbers exactly, like every other view (lib/disclosure).
  const maintained = new Set(
    (
      await db.benchmarkMaintainer.findMany({ where: { userId: actor.id }, select: { benchmarkId: true } })
    ).map((r) => r.benchmarkId),
  );
  const rows = await db.submission.findMany({
    where: {
      userId: actor.id,
      ...(options.benchmark !== undefined ? { benchmark: { slug: options.benchmark } } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(options.take ?? 200, 1000),
    select: {
      id: true,
      status: true,
      errorKind: true,
      isPublic: true,
      regime: true,
      createdAt: true,
      scoredAt: true,
      benchmark: { select: { id: true, slug: true, title: true, track: true } },
      split: { select: { name: true, kind: true, embargoUntil: true, retiredAt: true } },
      model: { select: { id: true, name: true } },
      // The newest score: a re-score under a new label version supersedes older ones.
      scores: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          resultJson: true,
          disclosure: { select: { id: true, status: true, metric: true, value: true } },
        },
      },
    },
  });
  return rows.map(
    ({
      scores,
      createdAt,
      scoredAt,
      benchmark: { id: benchmarkId, ...benchmark },
      split: { embargoUntil, retiredAt, ...split },
      ...r
    }) => {
      const isExact =
        actor.role === "admin" ||
        maintained.has(benchmarkId) ||
        !isHiddenSplit({ kind: split.kind, embargoUntil, retiredAt });
      const decision = scores[0]?.disclosure ?? null;
      const status = decision
        ? decodeEnumColumn(DISCLOSURE_STATUSES, decision.status, {
            table: "ScoreRelease",
            id: decision.id,
            column: "status",
          })
        : "held";
      const disclosed =
        !isExact && r.status === "scored" && decision?.status === DISCLOSED && decision.value !== null
          ? { metric: decision.metric, value: decision.value, lowerIsBetter: isLowerBetter(decision.metric) }
          : null;
      return {
        ...r,
        benchmark,
        split,
        createdAt: createdAt.toISOString(),
        scoredAt: scoredAt?.toISOString() ?? null,
        primary:
          r.status !== "scored"
            ? null
            : isExact
              ? primaryOf(benchmark.track, scores[0]?.resultJson)
              : disclosed,
        release: isExact || r.status !== "scored" ? null : status,
      };
    },
  );
}
