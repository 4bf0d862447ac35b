import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";

/** One row of the submission history. `primary.value` is on the metric's own scale. */
export type SubmissionListItem = {
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
  if (track === "integrity") return metrics["mse"] === undefined ? null : { metric: "mse", value: metrics["mse"], lowerIsBetter: true };
  if (avg12 !== undefined) return { metric: "avg12", value: avg12, lowerIsBetter: false };
  return metrics["macro_f1"] === undefined ? null : { metric: "macro_f1", value: metrics["macro_f1"], lowerIsBetter: false };
}

/** The acting user's submissions, newest first (at most `take`, default 200). */
export async function listMySubmissions(actor: { id: string }, options: { take?: number } = {}): Promise<SubmissionListItem[]> {
  const rows = await db.submission.findMany({
    where: { userId: actor.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(options.take ?? 200, 1000),
    select: {
      id: true, status: true, errorKind: true, isPublic: true, regime: true, createdAt: true, scoredAt: true,
      benchmark: { select: { slug: true, title: true, track: true } },
      split: { select: { name: true, kind: true } },
      model: { select: { id: true, name: true } },
      // The newest score: a re-score under a new label version supersedes older ones.
      scores: { orderBy: { createdAt: "desc" }, take: 1, select: { resultJson: true } },
    },
  });
  return rows.map(({ scores, createdAt, scoredAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    scoredAt: scoredAt?.toISOString() ?? null,
    primary: r.status === "scored" ? primaryOf(r.benchmark.track, scores[0]?.resultJson) : null,
  }));
}
