import "server-only";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { listMyModels } from "@/lib/server/models/list-my-models";
import { getQueueWait, type QueueWait } from "@/lib/server/jobs/get-queue-wait";
import { SCORE_SUBMISSION } from "./score-submission-job";
import type { Actor, Regime } from "@/lib/vocabulary";
import { hiddenSubmitProblem } from "./check-hidden-submit";
import { getQuotaStatus } from "./get-quota-status";
import { getSubmitFormat, type SubmitFormat } from "./get-submit-format";

/** A split offered on the submit page. `quota` is null on dev splits (no daily limit). */
export type SubmitSplit = {
  name: string;
  kind: string;
  /** Test, or dev under a running embargo: its labels are hidden. */
  hidden: boolean;
  embargoUntil: string | null;
  claimCount: number;
  quota: { limit: number; used: number; remaining: number; resetAt: string } | null;
  /** Why this user cannot submit here yet (unconfirmed email, approval needed); null when they can. */
  blocked: { code: "EMAIL_UNVERIFIED" | "APPROVAL_REQUIRED"; message: string; isPending: boolean } | null;
};
export type SubmitBenchmark = {
  slug: string;
  title: string;
  track: string;
  hasAccess: boolean;
  /** Set when an admin archived it: no new submissions. ISO timestamp. */
  archivedAt: string | null;
  splits: SubmitSplit[];
  /** The benchmark's file format. */
  format: SubmitFormat;
};
export type SubmitModel = { id: string; name: string; regime: Regime };

/**
 * What the submit page offers `actor`: every benchmark they may see, with its splits, quotas
 * and file format, their models, and the scoring queue a new submission would join.
 */
export async function getSubmitPage(
  actor: Actor,
): Promise<{ benchmarks: SubmitBenchmark[]; models: SubmitModel[]; queue: QueueWait }> {
  const [summaries, models, queue] = await Promise.all([
    listBenchmarks(actor),
    listMyModels(actor),
    getQueueWait(SCORE_SUBMISSION),
  ]);
  const benchmarks = await Promise.all(summaries.map((s) => submitBenchmark(actor, s.slug)));
  return { benchmarks, models: models.map((m) => ({ id: m.id, name: m.name, regime: m.regime })), queue };
}

type Overview = Awaited<ReturnType<typeof getBenchmark>>;

const isHidden = (sp: Overview["splits"][number]) =>
  isHiddenSplit({
    kind: sp.kind,
    embargoUntil: sp.embargoUntil ? new Date(sp.embargoUntil) : null,
    retiredAt: sp.retiredAt ? new Date(sp.retiredAt) : null,
  });

async function submitBenchmark(actor: Actor, slug: string): Promise<SubmitBenchmark> {
  const b = await getBenchmark(actor, slug);
  // Why hidden splits are closed to this user (asked once per benchmark, only when it has any).
  const problem = b.splits.some(isHidden) ? await hiddenSubmitProblem(actor, b) : null;
  const splits = await Promise.all(
    b.splits.map(async (sp): Promise<SubmitSplit> => {
      const quota = await getQuotaStatus(actor, b.id, { name: sp.name });
      const hidden = isHidden(sp);
      return {
        name: sp.name,
        kind: sp.kind,
        hidden,
        embargoUntil: sp.embargoUntil,
        claimCount: sp.claimCount,
        blocked: hidden ? problem : null,
        quota:
          quota.applies && quota.limit !== null && quota.remaining !== null
            ? { limit: quota.limit, used: quota.used, remaining: quota.remaining, resetAt: quota.resetAt }
            : null,
      };
    }),
  );
  return {
    slug: b.slug,
    title: b.title,
    track: b.track,
    hasAccess: b.hasContentAccess,
    archivedAt: b.archivedAt,
    splits,
    format: await getSubmitFormat(b, b.hasContentAccess),
  };
}
