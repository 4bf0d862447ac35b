"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";
import { discardDraftRelease } from "@/lib/server/bundles/discard-draft-release";
import { scheduleReleasePublication } from "@/lib/server/schedule/schedule-release-publication";
import { cancelReleaseSchedule } from "@/lib/server/schedule/cancel-release-schedule";
import { utcFieldTime } from "@/lib/schemas/schedule";
import { text } from "./form-text";

/** Publishes the draft release `version` of `slug`, then shows what changed. */
export const publishReleaseAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    const version = text(form, "version");
    await publishDraftRelease(user, slug, version);
    revalidatePath(`/benchmarks/${slug}`);
    redirect(`/maintain/${encodeURIComponent(slug)}/publish?published=${encodeURIComponent(version)}`);
  },
);

/** Throws away the draft release `version` of `slug` unpublished. */
export const discardReleaseAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    const version = text(form, "version");
    const { benchmarkRemoved } = await discardDraftRelease(user, slug, version);
    return {
      ok: true,
      message: benchmarkRemoved
        ? `Draft ${version} discarded, and with it the benchmark '${slug}' it had created.`
        : `Draft ${version} discarded: nothing of it was published.`,
    };
  },
);

/**
 * Schedules (or moves) the publication of the draft `version` of `slug` to the form's UTC time;
 * with `intent=cancel`, cancels the schedule.
 */
export const scheduleReleaseAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    const version = text(form, "version");
    const answer =
      text(form, "intent") === "cancel"
        ? await cancelReleaseSchedule(user, slug, version)
        : await scheduleReleasePublication(user, slug, version, { at: utcFieldTime(text(form, "at")) });
    revalidatePath(`/benchmarks/${slug}`);
    if (answer.status === "published")
      redirect(`/maintain/${encodeURIComponent(slug)}/publish?published=${encodeURIComponent(version)}`);
    revalidatePath(`/maintain/${slug}/publish`);
    return { ok: true, message: answer.message };
  },
);
