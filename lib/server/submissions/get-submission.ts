import "server-only";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getJobPosition } from "@/lib/server/jobs/get-job-position";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { getDisclosurePolicy } from "@/lib/server/disclosure/get-disclosure-policy";
import { SCORE_SUBMISSION } from "./score-submission-job";
import {
  REGIMES,
  DISCLOSURE_STATUSES,
  SUBMISSION_STATUSES,
  TRACKS,
  type Actor,
  type Regime,
  type DisclosureStatus,
  type SubmissionStatus,
  type Track,
  DISCLOSED,
} from "@/lib/vocabulary";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { scoreResultColumn } from "@/lib/schemas/stored-columns";

/**
 * The Ladder's decision on a hidden-split score, as its owner sees it: `released` shows the
 * disclosed numbers; `held` means no significant improvement over `best` (the participant's
 * best disclosed score at the time); `withheld` means the split is too small to disclose
 * anything. `metric` is the primary metric, `step` its η.
 */
export type SubmissionDisclosure = {
  status: DisclosureStatus;
  metric: string;
  value: number | null;
  best: number | null;
  step: number;
};

export type SubmissionView = {
  id: string;
  benchmark: { slug: string; title: string; track: Track };
  /** `hidden`: gold hidden (lib/disclosure/is-hidden-split): no per-claim results, numbers as disclosed. */
  split: { name: string; kind: string; hidden: boolean };
  model: { id: string; name: string };
  status: SubmissionStatus;
  position: number | null;
  errorKind: string | null;
  error: string | null;
  createdAt: string;
  scoredAt: string | null;
  isPublic: boolean;
  regime: Regime;
  description: string;
  fileName: string;
  fileSha256: string;
  /** The score as this viewer may see it (lib/disclosure): exact, disclosed, or null when held. */
  score: ScoreResult | null;
  /** The disclosure (wire name `release`); null when the numbers are exact (public-label split, or a maintainer viewing). */
  release: SubmissionDisclosure | null;
  labelVersion: number | null;
  /** Set when a maintainer hid it from the leaderboard, with the reason they gave its owner. */
  hiddenFromBoard: { at: string; reason: string } | null;
};

/** A submission for its owner (or an admin), with its newest score. Anyone else gets 404. */
export async function getSubmission(actor: Actor, id: string): Promise<SubmissionView> {
  const s = await db.submission.findFirst({
    where: { id, ...(actor.role === "admin" ? {} : { userId: actor.id }) },
    select: {
      id: true,
      status: true,
      errorKind: true,
      error: true,
      createdAt: true,
      scoredAt: true,
      isPublic: true,
      regime: true,
      description: true,
      fileName: true,
      fileSha256: true,
      hiddenAt: true,
      hiddenReason: true,
      benchmark: { select: { id: true, slug: true, title: true, track: true, disclosureStep: true } },
      split: { select: { name: true, kind: true, embargoUntil: true, retiredAt: true } },
      model: { select: { id: true, name: true } },
      scores: {
        orderBy: [{ labelVersion: { version: "desc" } }, { createdAt: "desc" }],
        take: 1,
        select: {
          id: true,
          resultJson: true,
          labelVersion: { select: { version: true } },
          disclosure: {
            select: {
              id: true,
              status: true,
              metric: true,
              value: true,
              previousBest: true,
              step: true,
              resultJson: true,
            },
          },
        },
      },
    },
  });
  if (!s) throw new AppError("NOT_FOUND", `No submission ${id}`);
  const job =
    s.status === "queued"
      ? await db.job.findFirst({
          where: { kind: SCORE_SUBMISSION, payloadJson: JSON.stringify({ submissionId: id }) },
          select: { id: true },
        })
      : null;
  const stored = s.scores[0];
  const { scores: _scores, split, benchmark, hiddenAt, hiddenReason, ...rest } = s;
  const hidden = isHiddenSplit(split);
  const canMaintain = hidden && (await canMaintainBenchmark(actor, benchmark.id));
  const policy = getDisclosurePolicy({ ...benchmark, canMaintain }, hidden);
  const exact = stored
    ? decodeJsonColumn(scoreResultColumn, stored.resultJson, {
        table: "Score",
        id: stored.id,
        column: "resultJson",
      })
    : null;
  const decision = stored?.disclosure ?? null;
  const disclosure: SubmissionDisclosure | null =
    policy.exact || !stored
      ? null
      : decision
        ? {
            status: decodeEnumColumn(DISCLOSURE_STATUSES, decision.status, {
              table: "ScoreRelease",
              id: decision.id,
              column: "status",
            }),
            metric: decision.metric,
            value: decision.status === DISCLOSED ? decision.value : null,
            best: decision.status === DISCLOSED ? decision.value : decision.previousBest,
            step: decision.step,
          }
        : { status: "held", metric: "", value: null, best: null, step: 0 };
  // Only what the Ladder disclosed leaves the server; a score it held shows no numbers.
  // The stored disclosure was made by lib/disclosure when the score was stored; it is shown as it
  // was disclosed, so a later change of η never rewrites it.
  const score = !exact
    ? null
    : policy.exact
      ? exact
      : disclosure?.status === DISCLOSED && decision
        ? decodeJsonColumn(scoreResultColumn, decision.resultJson, {
            table: "ScoreRelease",
            id: decision.id,
            column: "resultJson",
          })
        : null;
  const at = (column: string) => ({ table: "Submission", id: s.id, column });
  return {
    ...rest,
    status: decodeEnumColumn(SUBMISSION_STATUSES, s.status, at("status")),
    regime: decodeEnumColumn(REGIMES, s.regime, at("regime")),
    benchmark: {
      slug: benchmark.slug,
      title: benchmark.title,
      track: decodeEnumColumn(TRACKS, benchmark.track, {
        table: "Benchmark",
        id: benchmark.id,
        column: "track",
      }),
    },
    split: { name: split.name, kind: split.kind, hidden },
    createdAt: s.createdAt.toISOString(),
    scoredAt: s.scoredAt?.toISOString() ?? null,
    position: job ? await getJobPosition(job.id) : null,
    score,
    release: disclosure,
    labelVersion: stored?.labelVersion.version ?? null,
    hiddenFromBoard: hiddenAt ? { at: hiddenAt.toISOString(), reason: hiddenReason ?? "" } : null,
  };
}
