import { z } from "zod";
import packageJson from "@/package.json";
import { changeRoleSchema } from "@/lib/schemas/auth";
import { decideAccessSchema, requestAccessSchema } from "@/lib/schemas/access";
import { createModelSchema } from "@/lib/schemas/model";
import { emailTokenSchema } from "@/lib/schemas/email-verification";
import {
  emailSentDtoSchema,
  emailStatusDtoSchema,
  emailVerifiedDtoSchema,
  meDtoSchema,
  navUserDtoSchema,
  userListDtoSchema,
  userRoleDtoSchema,
} from "@/lib/schemas/dto/account";
import {
  benchmarkDtoSchema,
  benchmarkListDtoSchema,
  benchmarkStatusDtoSchema,
  claimPageDtoSchema,
} from "@/lib/schemas/dto/benchmark";
import { benchmarkStatusSchema } from "@/lib/schemas/benchmark-status";
import { discardDraftDtoSchema, importSummaryDtoSchema } from "@/lib/schemas/dto/bundle";
import { errorDtoSchema } from "@/lib/schemas/dto/error";
import { downloadLinkDtoSchema } from "@/lib/schemas/dto/download";
import { leaderboardDtoSchema } from "@/lib/schemas/dto/leaderboard";
import { boardDifficultyDtoSchema } from "@/lib/schemas/dto/difficulty";
import {
  quotaListDtoSchema,
  submissionCreatedDtoSchema,
  submissionDtoSchema,
  submissionListDtoSchema,
} from "@/lib/schemas/dto/submission";
import { modelDtoSchema, modelListDtoSchema } from "@/lib/schemas/dto/model";
import {
  modelEndpointDeletedDtoSchema,
  modelEndpointDtoSchema,
  modelEndpointTestDtoSchema,
} from "@/lib/schemas/dto/model-endpoint";
import { saveModelEndpointSchema } from "@/lib/schemas/model-endpoint";
import { releaseDayOptInSchema } from "@/lib/schemas/release-day";
import {
  releaseDayOptInDtoSchema,
  releaseDayOptInListDtoSchema,
  releaseDayOptOutDtoSchema,
} from "@/lib/schemas/dto/release-day";
import { promptVersionInputSchema } from "@/lib/ai/evaluate-claim/prompt-templates";
import { scoreStoppedEvaluationSchema, startEvaluationSchema } from "@/lib/schemas/evaluation";
import {
  evaluationCancelledDtoSchema,
  evaluationCreatedDtoSchema,
  evaluationDtoSchema,
  evaluationScoredDtoSchema,
  promptVersionDtoSchema,
  promptVersionsDtoSchema,
} from "@/lib/schemas/dto/evaluation";
import { evaluationOutputLineSchema } from "@/lib/schemas/dto/evaluation-output";
import {
  accessDecisionsDtoSchema,
  accessQueueDtoSchema,
  accessStatusDtoSchema,
} from "@/lib/schemas/dto/access";
import { followDtoSchema } from "@/lib/schemas/dto/follow";
import { metricsConfigSchema } from "@/lib/schemas/contamination";
import { metricListDtoSchema, savedMetricsDtoSchema } from "@/lib/schemas/dto/contamination";
import {
  benchmarkContaminationDtoSchema,
  controlledRankingDtoSchema,
  modelContaminationDtoSchema,
} from "@/lib/schemas/dto/contamination-views";
import { uploadReceiptDtoSchema, uploadRerunDtoSchema } from "@/lib/schemas/dto/contamination-uploads";
import { createWebhookSchema } from "@/lib/schemas/webhook";
import {
  webhookCreatedDtoSchema,
  webhookDeletedDtoSchema,
  webhookDeliveryDtoSchema,
  webhookDeliveryListDtoSchema,
  webhookDtoSchema,
  webhookListDtoSchema,
} from "@/lib/schemas/dto/webhook";
import { publishAtSchema, splitPatchSchema } from "@/lib/schemas/schedule";
import {
  publishReleaseDtoSchema,
  releaseScheduleDtoSchema,
  splitSettingsDtoSchema,
} from "@/lib/schemas/dto/schedule";
import { buildOpenApi } from "./openapi-builder";
import { bundleArchiveSchema, evidenceLineSchema, submissionUploadSchema } from "./openapi-uploads";
import { OPENAPI_PATHS } from "./openapi-paths";

/** Request bodies, named as they appear under components/schemas (input side). */
const OPENAPI_REQUESTS: Record<string, z.ZodType> = {
  ModelInput: createModelSchema,
  ModelEndpointInput: saveModelEndpointSchema,
  ReleaseDayOptInInput: releaseDayOptInSchema,
  AccessRequestInput: requestAccessSchema,
  AccessDecisionInput: decideAccessSchema,
  EmailTokenInput: emailTokenSchema,
  RoleInput: changeRoleSchema,
  ContaminationMetricsInput: metricsConfigSchema,
  SubmissionUpload: submissionUploadSchema,
  BundleArchive: bundleArchiveSchema,
  ContaminationEvidenceLine: evidenceLineSchema,
  BenchmarkStatusInput: benchmarkStatusSchema,
  EvaluationInput: startEvaluationSchema,
  EvaluationScoreInput: scoreStoppedEvaluationSchema,
  PromptVersionInput: promptVersionInputSchema,
  WebhookInput: createWebhookSchema,
  PublishAtInput: publishAtSchema,
  SplitSettingsInput: splitPatchSchema,
};

/** Response bodies (output side): the DTO schemas the routes pass their answers through. */
const OPENAPI_RESPONSES: Record<string, z.ZodType> = {
  Error: errorDtoSchema,
  Me: meDtoSchema,
  NavUser: navUserDtoSchema,
  EmailStatus: emailStatusDtoSchema,
  EmailSent: emailSentDtoSchema,
  EmailVerified: emailVerifiedDtoSchema,
  UserList: userListDtoSchema,
  UserRole: userRoleDtoSchema,
  BenchmarkList: benchmarkListDtoSchema,
  Benchmark: benchmarkDtoSchema,
  BenchmarkStatus: benchmarkStatusDtoSchema,
  ImportSummary: importSummaryDtoSchema,
  DraftDiscarded: discardDraftDtoSchema,
  ClaimPage: claimPageDtoSchema,
  AccessStatus: accessStatusDtoSchema,
  AccessQueue: accessQueueDtoSchema,
  AccessDecisions: accessDecisionsDtoSchema,
  Follow: followDtoSchema,
  Model: modelDtoSchema,
  ModelList: modelListDtoSchema,
  ModelEndpoint: modelEndpointDtoSchema,
  ModelEndpointDeleted: modelEndpointDeletedDtoSchema,
  ModelEndpointTest: modelEndpointTestDtoSchema,
  ReleaseDayOptIn: releaseDayOptInDtoSchema,
  ReleaseDayOptInList: releaseDayOptInListDtoSchema,
  ReleaseDayOptOut: releaseDayOptOutDtoSchema,
  ContaminationMetricList: metricListDtoSchema,
  ContaminationMetricsSaved: savedMetricsDtoSchema,
  ContaminationOverview: benchmarkContaminationDtoSchema,
  ModelContamination: modelContaminationDtoSchema,
  ControlledRanking: controlledRankingDtoSchema,
  UploadReceipt: uploadReceiptDtoSchema,
  UploadRerun: uploadRerunDtoSchema,
  DownloadLink: downloadLinkDtoSchema,
  SubmissionCreated: submissionCreatedDtoSchema,
  Submission: submissionDtoSchema,
  SubmissionList: submissionListDtoSchema,
  QuotaList: quotaListDtoSchema,
  Leaderboard: leaderboardDtoSchema,
  EvaluationCreated: evaluationCreatedDtoSchema,
  Evaluation: evaluationDtoSchema,
  EvaluationCancelled: evaluationCancelledDtoSchema,
  EvaluationScored: evaluationScoredDtoSchema,
  EvaluationOutputLine: evaluationOutputLineSchema,
  PromptVersion: promptVersionDtoSchema,
  PromptVersions: promptVersionsDtoSchema,
  BoardDifficulty: boardDifficultyDtoSchema,
  Webhook: webhookDtoSchema,
  WebhookList: webhookListDtoSchema,
  WebhookCreated: webhookCreatedDtoSchema,
  WebhookDeleted: webhookDeletedDtoSchema,
  WebhookDelivery: webhookDeliveryDtoSchema,
  WebhookDeliveryList: webhookDeliveryListDtoSchema,
  ReleaseSchedule: releaseScheduleDtoSchema,
  PublishRelease: publishReleaseDtoSchema,
  SplitSettings: splitSettingsDtoSchema,
};

/** The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json. */
export const OPENAPI = buildOpenApi(
  {
    title: "LiveCheck API",
    version: packageJson.version,
    description:
      "Send a personal token as `Authorization: Bearer lc_…`. Scopes: read, write, admin. Every endpoint refuses query parameters it does not list with a 400 that names them and the accepted ones.",
  },
  OPENAPI_PATHS,
  { requests: OPENAPI_REQUESTS, responses: OPENAPI_RESPONSES },
);
