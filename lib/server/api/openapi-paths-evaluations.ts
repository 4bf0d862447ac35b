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
import { jsonl, ok } from "./openapi-answers";
import type { PathTable } from "./openapi-builder";

/** The /api/v1 routes for evaluations run by LiveCheck and the official prompts (DOMAIN §8). */
export const EVALUATION_PATHS: PathTable = {
  "/evaluations": {
    post: {
      operationId: "startEvaluation",
      summary:
        "Start an evaluation of one of my models on a split (write scope): LiveCheck calls the model's endpoint for every item with the newest official prompts. On hidden splits it takes one slot of the daily quota, as an upload. With contamination true it also asks for the closed-book fact-check article of every claim and submits them as the model's articles upload for the contamination analysis (one model-evidence slot on benchmarks with hidden test labels; 400 when this server has no extraction endpoint). 409 naming the run when one of the model on the split is queued or running",
      auth: true,
      body: startEvaluationSchema,
      ok: { status: 202, description: "Queued", schema: evaluationCreatedDtoSchema },
      errors: [400, 401, 403, 404, 409, 429],
    },
  },
  "/evaluations/{id}": {
    get: {
      operationId: "getEvaluation",
      summary:
        "One of my evaluations (read scope): status, done/total, cost, failures by kind, time left, the submission once the answers were submitted, and the contamination upload once a probe's articles were",
      auth: true,
      ok: ok("The evaluation", evaluationDtoSchema),
      errors: [401, 404],
    },
  },
  "/evaluations/{id}/cancel": {
    post: {
      operationId: "cancelEvaluation",
      summary:
        "Cancel a queued or running evaluation of mine, or discard one stopped at its spending limit (write scope); 409 once finished",
      auth: true,
      ok: ok("Cancelled", evaluationCancelledDtoSchema),
      errors: [401, 404, 409],
    },
  },
  "/evaluations/{id}/score": {
    post: {
      operationId: "scoreStoppedEvaluation",
      summary:
        "Score an evaluation stopped at its spending limit with the unanswered items counted as missing (write scope); 409 unless it is at limit_reached",
      auth: true,
      body: scoreStoppedEvaluationSchema,
      ok: { status: 202, description: "Submitted for scoring", schema: evaluationScoredDtoSchema },
      errors: [400, 401, 404, 409],
    },
  },
  "/evaluations/{id}/outputs": {
    get: {
      operationId: "getEvaluationOutputs",
      summary: "The raw answers of one of my evaluations, one per line (read scope)",
      auth: true,
      ok: { status: 200, ...jsonl("One answer per line", evaluationOutputLineSchema) },
      errors: [401, 404],
    },
  },
  "/benchmarks/{slug}/prompts": {
    get: {
      operationId: "listPromptVersions",
      summary:
        "The benchmark's official prompts, every version, oldest first; `current` is the one new evaluations use",
      ok: ok("The prompt versions", promptVersionsDtoSchema),
      errors: [404],
    },
    post: {
      operationId: "addPromptVersion",
      summary:
        "Add the benchmark's next prompt version (maintainers; write scope): all three templates, placeholders checked. Earlier versions stay readable. Audited",
      auth: true,
      body: promptVersionInputSchema,
      ok: { status: 201, description: "The new version", schema: promptVersionDtoSchema },
      errors: [400, 401, 403, 404],
    },
  },
};
