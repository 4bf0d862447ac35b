import type { PathTable } from "./openapi-builder";
import { ACCESS_PATHS } from "./openapi-paths-access";
import { ENDPOINT_PATHS } from "./openapi-paths-endpoints";
import { EVALUATION_PATHS } from "./openapi-paths-evaluations";
import { FOLLOW_PATHS } from "./openapi-paths-follows";
import { RESULT_PATHS } from "./openapi-paths-results";
import { WEBHOOK_PATHS } from "./openapi-paths-webhooks";
import { SCHEDULE_PATHS } from "./openapi-paths-schedule";

/** Every /api/v1 route: its summary, parameters, request body and answers (app/api/v1/**). */
export const OPENAPI_PATHS: PathTable = {
  ...ACCESS_PATHS,
  ...ENDPOINT_PATHS,
  ...EVALUATION_PATHS,
  ...FOLLOW_PATHS,
  ...RESULT_PATHS,
  ...WEBHOOK_PATHS,
  ...SCHEDULE_PATHS,
};
