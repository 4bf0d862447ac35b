"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { rerunContaminationUpload } from "@/lib/server/contamination/rerun-contamination-upload";
import { saveHumanLabels } from "@/lib/server/contamination/save-human-labels";
import { updateContaminationTau } from "@/lib/server/contamination/update-contamination-tau";
import { fileTooLargeMessage, PAGE_FORM_FILE_MAX_BYTES } from "@/lib/schemas/upload-limits";

const text = (form: FormData, key: string): string => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

/** Bound to the benchmark slug: `updateTauAction.bind(null, slug)`. */
export const updateTauAction = guardAction(
  "maintainer",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const tau = await updateContaminationTau(user, slug, {
      tauMeteor: text(form, "tauMeteor"),
      tauEmbedding: text(form, "tauEmbedding"),
    });
    revalidatePath(`/maintain/${slug}/contamination`);
    revalidatePath(`/contamination/${slug}`, "layout");
    return {
      ok: true,
      message: `Saved: τ = ${tau.tauMeteor} for METEOR, ${tau.tauEmbedding} for embeddings.`,
    };
  },
);

/** A small JSONL file of human judgements (Server Action bodies are capped at 1 MB). */
export const uploadHumanLabelsAction = guardAction(
  "maintainer",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return { fieldErrors: { file: "Choose a .jsonl file" } };
    const tooLarge = fileTooLargeMessage(file, PAGE_FORM_FILE_MAX_BYTES);
    if (tooLarge) return { fieldErrors: { file: tooLarge } };
    const { saved } = await saveHumanLabels(user, slug, { name: file.name, text: await file.text() });
    revalidatePath(`/maintain/${slug}/contamination`);
    return { ok: true, message: `Saved ${saved} human label(s).` };
  },
);

/** Bound to the page path to refresh: `rerunUploadAction.bind(null, path)`. */
export const rerunUploadAction = guardAction(
  "user",
  async (user, path: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    await rerunContaminationUpload(user, text(form, "uploadId"));
    if (path.startsWith("/")) revalidatePath(path);
    return { ok: true, message: "Queued again: finished claims are kept, failed ones are retried." };
  },
);
