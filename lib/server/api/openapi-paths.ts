import type { PathTable } from "./openapi-builder";
import { ACCESS_PATHS } from "./openapi-paths-access";
import { RESULT_PATHS } from "./openapi-paths-results";

/** Every /api/v1 route: its summary, parameters, request body and answers (app/api/v1/**). */
export const OPENAPI_PATHS: PathTable = { ...ACCESS_PATHS, ...RESULT_PATHS };
