// The job kinds this application runs, and their handlers. Workers started by
// `npm start` and `npm run worker` claim exactly these kinds.
import "server-only";
import type { JobHandlers } from "@/lib/jobs/job-types";
import { SCORE_SUBMISSION, scoreSubmissionHandler } from "@/lib/server/submissions/score-submission-job";
import {
  CONTAMINATION_UPLOAD_JOB,
  contaminationUploadHandler,
} from "@/lib/server/contamination/contamination-upload-job";
import { RESCORE_METRICS_JOB, rescoreMetricsHandler } from "@/lib/server/contamination/rescore-metrics-job";
import { REFRESH_BOARDS_JOB, refreshBoardsHandler } from "@/lib/server/leaderboards/refresh-boards-job";
import { RUN_EVALUATION, runEvaluationHandler } from "@/lib/server/evaluations/run-evaluation-job";
import { DELIVER_WEBHOOK, deliverWebhookHandler } from "@/lib/server/webhooks/deliver-webhook-job";
import { SPLIT_OPENED } from "@/lib/server/evaluations/release-day/queue-split-opened";
import { splitOpenedHandler } from "@/lib/server/evaluations/release-day/split-opened-job";
import { DELIVER_EMAILS_JOB, deliverEmailsHandler } from "@/lib/server/events/deliver-emails-job";
import { PRUNE_JOBS_JOB, pruneJobsHandler } from "./prune-jobs-job";
import { PUBLISH_RELEASE_JOB, RETIRE_SPLIT_JOB } from "@/lib/server/schedule/scheduled-jobs";
import { publishReleaseHandler } from "@/lib/server/schedule/publish-release-job";
import { retireSplitHandler } from "@/lib/server/schedule/retire-split-job";

/** Register each handler under its kind. */
export const jobHandlers: JobHandlers = {
  [SCORE_SUBMISSION]: scoreSubmissionHandler,
  [CONTAMINATION_UPLOAD_JOB]: contaminationUploadHandler,
  [RESCORE_METRICS_JOB]: rescoreMetricsHandler,
  [REFRESH_BOARDS_JOB]: refreshBoardsHandler,
  [RUN_EVALUATION]: runEvaluationHandler,
  [DELIVER_WEBHOOK]: deliverWebhookHandler,
  [SPLIT_OPENED]: splitOpenedHandler,
  [DELIVER_EMAILS_JOB]: deliverEmailsHandler,
  [PRUNE_JOBS_JOB]: pruneJobsHandler,
  [PUBLISH_RELEASE_JOB]: publishReleaseHandler,
  [RETIRE_SPLIT_JOB]: retireSplitHandler,
};
