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
  [PUBLISH_RELEASE_JOB]: publishReleaseHandler,
  [RETIRE_SPLIT_JOB]: retireSplitHandler,
};
