"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { formatUsd } from "@/lib/format";
import {
  removeReleaseDayOptIn,
  saveReleaseDayOptIn,
} from "@/lib/server/evaluations/release-day/save-release-day-opt-in";

/** Bound to a model id on the model page: opts in (or changes the limit) on the form's `benchmark`. */
export const saveReleaseDayOptInAction = guardAction(
  "user",
  async (user, modelId: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const saved = await saveReleaseDayOptIn(user, modelId, form.get("benchmark") ?? "", {
      monthlyLimitUsd: form.get("monthlyLimitUsd") ?? "",
      isPublic: form.get("isPublic") === "on",
    });
    revalidatePath(`/models/${modelId}`);
    return {
      ok: true,
      message: `Opted in on ${saved.title}, up to ${formatUsd(saved.monthlyLimitUsd)} a month`,
    };
  },
);

/** Bound to a model id and a benchmark slug: "Opt out". */
export const removeReleaseDayOptInAction = guardAction(
  "user",
  async (
    user,
    modelId: string,
    benchmark: string,
    _prev: ActionState,
    _form: FormData,
  ): Promise<ActionState> => {
    await removeReleaseDayOptIn(user, modelId, benchmark);
    revalidatePath(`/models/${modelId}`);
    return { ok: true, message: "Opted out" };
  },
);
