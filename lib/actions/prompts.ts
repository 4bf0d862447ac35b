"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { addPromptVersion } from "@/lib/server/prompts/add-prompt-version";
import { text } from "./form-text";

/** The prompts page's form: the benchmark's next prompt version (the same service as the API). */
export const addPromptVersionAction = guardAction(
  "maintainer",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const added = await addPromptVersion(user, slug, {
      verdict: text(form, "verdict"),
      integrity: text(form, "integrity"),
      article: text(form, "article"),
      note: text(form, "note"),
    });
    revalidatePath(`/maintain/${slug}/prompts`);
    revalidatePath(`/benchmarks/${slug}`);
    return {
      ok: true,
      message: `Added version ${added.version}: evaluations started from now on use it`,
    };
  },
);
