"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { createModel } from "@/lib/server/models/create-model";
import { updateModel } from "@/lib/server/models/update-model";

const FIELDS = [
  "name",
  "organisation",
  "parameterCountB",
  "declaredCutoff",
  "cutoffSource",
  "estimatedCutoff",
  "regime",
  "costPerRunUsd",
  "links",
] as const;

/** The model form's fields as the shared schema reads them; an unticked checkbox is false. */
function modelInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = Object.fromEntries(FIELDS.map((k) => [k, form.get(k) ?? ""]));
  input["openWeights"] = form.get("openWeights") === "on";
  return input;
}

export const createModelAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const model = await createModel(user, modelInput(form));
    revalidatePath("/models");
    revalidatePath("/submit");
    return { ok: true, message: `Registered ${model.name}` };
  },
);

/** Bound to a model id on the page: `updateModelAction.bind(null, id)`. */
export const updateModelAction = guardAction(
  "user",
  async (user, id: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const model = await updateModel(user, id, modelInput(form));
    revalidatePath("/models");
    revalidatePath(`/models/${id}`);
    return { ok: true, message: `Saved ${model.name}` };
  },
);
