"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import type { Answers, RequestField } from "@/lib/schemas/access";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { requestAccess } from "@/lib/server/access/request-access";
import { decideAccessRequests } from "@/lib/server/access/decide-access-requests";
import { updateAccessSettings } from "@/lib/server/access/update-access-settings";
import { text } from "./form-text";

/** Form inputs are named `answer.<field id>`; a checkbox is true when present. */
function answersFrom(form: FormData, fields: readonly RequestField[]): Answers {
  return Object.fromEntries(
    fields.map((f) => [
      f.id,
      f.kind === "checkbox" ? form.get(`answer.${f.id}`) === "on" : text(form, `answer.${f.id}`),
    ]),
  );
}

/** Bound to a benchmark slug on the page: `requestAccessAction.bind(null, slug)`. */
export const requestAccessAction = guardAction(
  "user",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const benchmark = await findVisibleBenchmark(user, slug);
    const { status } = await requestAccess(user, slug, {
      answers: answersFrom(form, benchmark.requestFields),
    });
    revalidatePath(`/benchmarks/${slug}/access`);
    revalidatePath(`/benchmarks/${slug}`);
    return {
      ok: true,
      message:
        status === "approved"
          ? "Access granted: you can download the files now."
          : "Request sent. You will be notified of the decision.",
    };
  },
);

export const decideAccessAction = guardAction(
  "maintainer",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const ids = form.getAll("ids").filter((v): v is string => typeof v === "string");
    const decision = text(form, "decision");
    const { decided, skipped } = await decideAccessRequests(user, slug, {
      ids,
      decision,
      reason: text(form, "reason"),
    });
    revalidatePath(`/maintain/${slug}/access`);
    return {
      ok: true,
      message: `${decision}: ${decided} request(s) updated${skipped ? `, ${skipped} already in that state` : ""}`,
    };
  },
);

export const updateAccessSettingsAction = guardAction(
  "maintainer",
  async (user, slug: string, _prev: ActionState, form: FormData): Promise<ActionState> => {
    let fields: unknown;
    try {
      fields = JSON.parse(text(form, "fields") || "[]");
    } catch {
      return { formError: "The field list could not be read; reload the page and try again" };
    }
    await updateAccessSettings(user, slug, {
      mode: text(form, "mode"),
      terms: text(form, "terms"),
      fields,
      hiddenSubmitNeedsApproval: form.get("hiddenSubmitNeedsApproval") === "on",
      contactEmail: text(form, "contactEmail").trim(),
    });
    revalidatePath(`/maintain/${slug}/settings`);
    revalidatePath(`/benchmarks/${slug}/access`);
    return { ok: true, message: "Access settings saved" };
  },
);
