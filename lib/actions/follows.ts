"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { followBenchmark, unfollowBenchmark } from "@/lib/server/follows/follow-benchmark";

/** Bound to a benchmark slug on its page; the posted `follow` is "1" to follow, "0" to stop. */
export const setFollowAction = guardAction(
  "user",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const { following } =
      form.get("follow") === "1" ? await followBenchmark(user, slug) : await unfollowBenchmark(user, slug);
    revalidatePath(`/benchmarks/${slug}`);
    return {
      ok: true,
      message: following
        ? "Following: you will be told of new releases, split openings and retirements."
        : "Not following any more.",
    };
  },
);
