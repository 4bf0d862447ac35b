"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { updateDisclosureStep } from "@/lib/server/disclosure/update-disclosure-step";
import { utcFieldTime } from "@/lib/schemas/schedule";
import { updateSplit } from "@/lib/server/splits/update-split";
import { text } from "./form-text";

export const updateDisclosureStepAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    await updateDisclosureStep(user, slug, { disclosureStep: text(form, "disclosureStep").trim() });
    revalidatePath(`/maintain/${slug}/disclosure`);
    return { ok: true, message: "Saved: new disclosures use it; past disclosures keep their values." };
  },
);

export const retireSplitAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    const split = text(form, "split");
    if (text(form, "confirm") !== split)
      return {
        formError: `Type ${split} to confirm: retiring makes its labels and exact scores public for good`,
        fieldErrors: { confirm: "does not match the split" },
      };
    const { retiredAt } = await retireSplit(user, slug, split);
    revalidatePath(`/maintain/${slug}/disclosure`);
    return {
      ok: true,
      message: `${split} retired at ${retiredAt.slice(0, 16).replace("T", " ")} UTC: its labels and exact scores are public now.`,
    };
  },
);

export const setSplitSealedAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    const split = text(form, "split");
    const answer = await updateSplit(user, slug, split, { sealed: text(form, "sealed") === "true" });
    revalidatePath(`/maintain/${slug}/disclosure`);
    revalidatePath(`/benchmarks/${slug}`);
    return { ok: true, message: answer.message };
  },
);

/** Sets when a test split is retired (the form's UTC time); with `intent=cancel`, cancels it. */
export const scheduleRetirementAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    const retireAt = text(form, "intent") === "cancel" ? null : utcFieldTime(text(form, "retireAt"));
    const answer = await updateSplit(user, slug, text(form, "split"), { retireAt });
    revalidatePath(`/maintain/${slug}/disclosure`);
    revalidatePath(`/benchmarks/${slug}`);
    return { ok: true, message: answer.message };
  },
);
