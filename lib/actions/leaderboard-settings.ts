"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { updateLeaderboardSettings } from "@/lib/server/maintain/update-leaderboard-settings";
import { setSubmissionVerified } from "@/lib/server/maintain/set-submission-verified";
import { setSubmissionHidden } from "@/lib/server/maintain/set-submission-hidden";
import { text } from "./form-text";

export const updateLeaderboardSettingsAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    await updateLeaderboardSettings(user, slug, {
      representative: text(form, "representative"),
      dailyQuota: text(form, "dailyQuota"),
    });
    revalidatePath(`/maintain/${slug}/leaderboard`);
    return { ok: true, message: "Saved" };
  },
);

export const setSubmissionVerifiedAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    await setSubmissionVerified(user, slug, text(form, "submissionId"), text(form, "verified") === "1");
    revalidatePath(`/maintain/${slug}/leaderboard`);
    return { ok: true };
  },
);

/** Hides a submission from the leaderboard with a reason (`hidden` "1"), or shows it again ("0"). */
export const setSubmissionHiddenAction = guardAction(
  "maintainer",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const slug = text(form, "slug");
    const hidden = text(form, "hidden") === "1";
    await setSubmissionHidden(
      user,
      slug,
      text(form, "submissionId"),
      hidden ? { hidden, reason: text(form, "reason") } : { hidden },
    );
    revalidatePath(`/maintain/${slug}/leaderboard`);
    revalidatePath(`/leaderboards/${slug}`);
    return {
      ok: true,
      message: hidden
        ? "Hidden from the leaderboard; its owner was told why"
        : "Shown on the leaderboard again",
    };
  },
);
