import { followDtoSchema } from "@/lib/schemas/dto/follow";
import { ok } from "./openapi-answers";
import type { PathTable } from "./openapi-builder";

/** The /api/v1 routes for following benchmarks (DOMAIN "Events"). */
export const FOLLOW_PATHS: PathTable = {
  "/benchmarks/{slug}/follow": {
    post: {
      operationId: "followBenchmark",
      summary:
        "Follow a benchmark I may see (write scope): I am told, in the app and by email, when a release is published and when a split opens or is retired. Following twice changes nothing; 404 for a benchmark I may not see",
      auth: true,
      ok: ok("Following", followDtoSchema),
      errors: [401, 403, 404],
    },
    delete: {
      operationId: "unfollowBenchmark",
      summary: "Stop following a benchmark (write scope); unfollowing one not followed changes nothing",
      auth: true,
      ok: ok("Not following", followDtoSchema),
      errors: [401, 403, 404],
    },
  },
};
