"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { rerunContaminationUpload } from "@/lib/server/contamination/rerun-contamination-upload";
import { saveHumanLabels } from "@/lib/server/contamination/save-human-labels";
import { saveContaminationMetrics } from "@/lib/server/contamination/save-contamination-metrics";
import { fileTooLargeMessage, PAGE_FORM_FILE_MAX_BYTES } from "@/lib/schemas/upload-limits";
import { text } from "./form-text";

/**
 * The metric rows of the form: `name.i`, `kind.i`, `model.i`, `baseUrl.i`, `tau.i`,
 * `remove.i`; blank names and removed rows are skipped. `at[k]` is the form row of metric k.
 */
function metricRows(form: FormData): { rows: unknown[]; at: number[] } {
  const rows: unknown[] = [];
  const at: number[] = [];
  for (let i = 0; form.has(`name.${i}`); i++) {
    const name = text(form, `name.${i}`).trim();
    if (name === "" || form.get(`remove.${i}`) === "on") continue;
    const kind = text(form, `kind.${i}`);
    const tau = text(form, `tau.${i}`).trim();
    const model = text(form, `model.${i}`).trim();
    const baseUrl = text(form, `baseUrl.${i}`).trim();
    rows.push({
      name,
      kind,
      ...(kind === "embedding" || model ? { model: model || null } : {}),
      ...(kind === "embedding" || baseUrl ? { baseUrl: baseUrl || null } : {}),
      tau: tau === "calibrated" ? tau : tau === "" ? Number.NaN : Number(tau),
    });
    at.push(i);
  }
  return { rows, at };
}

/** Bound to the benchmark slug: `saveMetricsAction.bind(null, slug)`. */
export const saveMetricsAction = guardAction(
  "maintainer",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const { rows, at } = metricRows(form);
    const saved = await saveContaminationMetrics(user, slug, { metrics: rows }).catch((err: unknown) => {
      if (!isAppError(err) || !err.fields) throw err;
      // "metrics.k.field" names the k-th metric sent; the form names its rows.
      const fields = Object.entries(err.fields).map(([key, message]) => {
        const m = /^metrics\.(\d+)\.(.+)$/.exec(key);
        return [m ? `row.${at[Number(m[1])] ?? 0}.${m[2]}` : key, message];
      });
      throw new AppError(err.code, err.message, Object.fromEntries(fields));
    });
    revalidatePath(`/maintain/${slug}/contamination`);
    revalidatePath(`/contamination/${slug}`, "layout");
    const rescoring =
      saved.rescoring.length > 0 ? ` Scoring the stored evidence under ${saved.rescoring.join(", ")}.` : "";
    return { ok: true, message: `Saved ${saved.metrics.length} metric(s).${rescoring}` };
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
