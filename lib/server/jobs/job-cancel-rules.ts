// Which queued jobs an admin may cancel, which failed ones retry, and why the others may not.
import "server-only";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";
import { CONTAMINATION_UPLOAD_JOB } from "@/lib/server/contamination/upload-records";
import { RESCORE_METRICS_JOB } from "@/lib/server/contamination/rescore-metrics-job";
import { REFRESH_BOARDS_JOB } from "@/lib/server/leaderboards/refresh-boards-job";
import { RUN_EVALUATION } from "@/lib/server/evaluations/run-evaluation-job";
import { DELIVER_WEBHOOK } from "@/lib/server/webhooks/deliver-webhook-job";
import { DELIVER_EMAILS_JOB } from "@/lib/server/events/deliver-emails-job";
import { PRUNE_JOBS_JOB } from "./prune-jobs-job";
import { PUBLISH_RELEASE_JOB, RETIRE_SPLIT_JOB } from "@/lib/server/schedule/scheduled-jobs";

/**
 * Per kind: null when dropping a queued, never-started job leaves nothing half-written,
 * else the reason it may not be cancelled. Only board refreshes qualify: nothing waits on
 * them (the stored boards stay as they are until the next score queues another refresh).
 * Every other kind has a record whose status waits on the job.
 */
const CANCEL_RULES: Readonly<Record<string, string | null>> = {
  [REFRESH_BOARDS_JOB]: null,
  [SCORE_SUBMISSION]: "its submission would stay queued for ever: the submission's status waits on this job",
  [CONTAMINATION_UPLOAD_JOB]:
    "its evidence upload would stay queued for ever: the upload's status waits on this job",
  [RESCORE_METRICS_JOB]:
    "the metrics it was queued for would keep no scores for the stored evidence; a maintainer changes metrics instead",
  [RUN_EVALUATION]:
    "the evaluation would stay queued for ever: its owner cancels the evaluation on its page instead",
  [DELIVER_WEBHOOK]:
    "its webhook delivery would stay queued for ever: the delivery's status waits on this job",
  [DELIVER_EMAILS_JOB]:
    "its emails would stay unsent in the outbox; the notifications in the app are already there",
  [PRUNE_JOBS_JOB]:
    "it is a recurring job that queues its next run when it finishes: cancelled, it would stop pruning until a worker restarts",
  [PUBLISH_RELEASE_JOB]:
    "the benchmark page would still announce the publication: a maintainer cancels it on the publish page instead",
  [RETIRE_SPLIT_JOB]:
    "the split would still show its retirement date: a maintainer cancels it on the disclosure page instead",
};

/** Why a job of `kind` cannot be cancelled, or null when it can (while queued and never started). */
export function cancelRefusal(kind: string): string | null {
  if (!(kind in CANCEL_RULES))
    return "no handler knows this kind, so nobody can say what cancelling leaves behind";
  return CANCEL_RULES[kind] ?? null;
}

/**
 * Failed jobs an admin may not retry, with the reason. A failed scoring job already gave its
 * submission's quota slot back and told its owner (a retry would score it outside the daily
 * quota); a failed evaluation stays failed (its owner starts a new one); an evidence upload is
 * run again with its own rerun, which knows about newer jobs of the same upload.
 */
const RETRY_REFUSALS: Readonly<Record<string, string>> = {
  [SCORE_SUBMISSION]:
    "its submission was marked failed and its quota slot given back; its owner submits the file again",
  [RUN_EVALUATION]: "a failed evaluation stays failed; its owner starts a new one on the model's page",
  [CONTAMINATION_UPLOAD_JOB]:
    "a maintainer reruns the upload from the benchmark's contamination page, which knows about its newer jobs",
};

/** Why a failed job of `kind` may not be retried, or null when it may. */
export function retryRefusal(kind: string): string | null {
  return RETRY_REFUSALS[kind] ?? null;
}
