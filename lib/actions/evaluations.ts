"use server";
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { cancelEvaluation } from "@/lib/server/evaluations/cancel-evaluation";
import { scoreStoppedEvaluation } from "@/lib/server/evaluations/score-stopped-evaluation";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";

/** Bound to a model id on the model page; the form's `target` is `<benchmark slug> <split>`. */
export const startEvaluationAction = guardAction(
  "user",
  async (user, modelId: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const target = String(form.get("target") ?? "");
    const [benchmark = "", split = ""] = target.split(" ");
    const { id } = await startEvaluation(user, {
      benchmark,
      split,
      modelId,
      regime: String(form.get("regime") ?? "evidence_bounded"),
      contamination: form.get("contamination") === "on",
      isPublic: form.get("isPublic") === "on",
    });
    redirect(`/evaluations/${id}`);
  },
);

export const cancelEvaluationAction = guardAction(
  "user",
  async (user, id: string, _prev: ActionState, _form: FormData): Promise<ActionState> => {
    await cancelEvaluation(user, id);
    revalidatePath(`/evaluations/${id}`);
    return { ok: true, message: "Cancelled" };
  },
);

export const scoreStoppedEvaluationAction = guardAction(
  "user",
  async (user, id: string, _prev: ActionState, _form: FormData): Promise<ActionState> => {
    await scoreStoppedEvaluation(user, id, { missingAsWrong: true });
    revalidatePath(`/evaluations/${id}`);
    return { ok: true, message: "Submitted for scoring, unanswered items counted as missing" };
  },
);
