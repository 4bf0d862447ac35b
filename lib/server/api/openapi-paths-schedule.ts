import { publishAtSchema, splitPatchSchema } from "@/lib/schemas/schedule";
import {
  publishReleaseDtoSchema,
  releaseScheduleDtoSchema,
  splitSettingsDtoSchema,
} from "@/lib/schemas/dto/schedule";
import { ok } from "./openapi-answers";
import type { PathTable } from "./openapi-builder";

/** Publishing and scheduling releases, and a split's settings (docs/DOMAIN.md §7). */
export const SCHEDULE_PATHS: PathTable = {
  "/benchmarks/{slug}/releases/{version}/publish": {
    post: {
      operationId: "publishRelease",
      summary:
        'Publish a draft release (maintainers of the benchmark, write scope): without a body it is published now (its claims, splits, labels and files are written and become public, subject to the access mode) and the answer is what changed; with {"at": "<ISO time>"} the publication is scheduled for then (a later schedule replaces an earlier one; a time that has passed publishes now, the answer says so) and the answer is the schedule. Audited',
      auth: true,
      body: publishAtSchema,
      isBodyOptional: true,
      ok: ok("What changed (no body), or the schedule (with at)", publishReleaseDtoSchema),
      errors: [401, 403, 404, 409],
    },
  },
  "/benchmarks/{slug}/releases/{version}/schedule": {
    delete: {
      operationId: "cancelReleaseSchedule",
      summary:
        "Cancel a draft release's scheduled publication (maintainers of the benchmark, write scope); the draft stays. 409 when none is scheduled. Audited",
      auth: true,
      ok: ok("The schedule, cancelled", releaseScheduleDtoSchema),
      errors: [401, 403, 404, 409],
    },
  },
  "/benchmarks/{slug}/splits/{split}": {
    patch: {
      operationId: "updateSplit",
      summary:
        "Change a split's settings (maintainers of the benchmark, write scope). `sealed`: true seals a hidden test split (its claim texts, evidence and claims files for maintainers only, endpoint evaluations only, until it is retired), false unseals it. `retireAt` schedules a test split's retirement (labels and exact values public then, as the Retire button does; a time that has passed retires it now; null cancels). 400 on a dev split, 409 on a retired one. Audited",
      auth: true,
      body: splitPatchSchema,
      ok: ok("The split's settings", splitSettingsDtoSchema),
      errors: [400, 401, 403, 404, 409],
    },
  },
};
