import { z } from "zod";

/** POST/DELETE /benchmarks/{slug}/follow: whether the caller follows the benchmark now. */
export const followDtoSchema = z.object({
  benchmark: z.string(),
  following: z.boolean(),
});
