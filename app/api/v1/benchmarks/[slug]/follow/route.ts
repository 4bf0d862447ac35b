import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { followDtoSchema } from "@/lib/schemas/dto/follow";
import { followBenchmark, unfollowBenchmark } from "@/lib/server/follows/follow-benchmark";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** POST follows the benchmark (write scope): the caller is told of its releases and splits. */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { slug } = paramsSchema.parse(params);
  return respondDto(followDtoSchema, await followBenchmark(caller, slug));
});

/** DELETE stops following it (write scope). */
export const DELETE = guardRoute({ access: "user", scope: "write" }, async ({ caller, params }) => {
  const { slug } = paramsSchema.parse(params);
  return respondDto(followDtoSchema, await unfollowBenchmark(caller, slug));
});
