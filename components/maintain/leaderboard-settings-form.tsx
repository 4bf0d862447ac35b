"use client";
import { useActionState } from "react";
import { setSubmissionVerifiedAction, updateLeaderboardSettingsAction } from "@/lib/actions/leaderboard-settings";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";
import { formatDate } from "@/lib/format";

type Props = {
  slug: string;
  representative: string;
  dailyQuota: number;
  submissions: { id: string; createdAt: string; isVerified: boolean; regime: string; split: string; model: string; description: string }[];
};

export function LeaderboardSettingsForm({ slug, representative, dailyQuota, submissions }: Props) {
  const [state, action, pending] = useActionState(updateLeaderboardSettingsAction, {});
  const [verifyState, verify] = useActionState(setSubmissionVerifiedAction, {});
  return (
    <div className="space-y-6">
      <ActionForm action={action} className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="slug" value={slug} />
        <label className="flex flex-col text-sm">A model is represented by its
          <select name="representative" defaultValue={representative} className="rounded border px-2 py-2">
            <option value="best">best submission (on the primary metric)</option>
            <option value="latest">latest submission</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">Daily submissions per user on a hidden split
          <input name="dailyQuota" type="number" min={1} max={1000} defaultValue={dailyQuota} className="rounded border px-2 py-2" />
        </label>
        <button type="submit" disabled={pending} className="rounded bg-blue-700 px-4 py-2 text-sm text-white">Save</button>
        {state.message && <span role="status">{state.message}</span>}
        {state.formError && <Notice tone="error">{state.formError} {Object.values(state.fieldErrors ?? {}).join(" ")}</Notice>}
      </ActionForm>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Public scored submissions</h2>
        {verifyState.formError && <Notice tone="error">{verifyState.formError}</Notice>}
        {submissions.length === 0 && <p className="text-sm text-gray-700">None yet.</p>}
        <ul className="space-y-1 text-sm">
          {submissions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2">
              <span>{s.model} · {s.split} · {s.regime} · {formatDate(s.createdAt)}</span>
              <form action={verify}>
                <input type="hidden" name="slug" value={slug} />
                <input type="hidden" name="submissionId" value={s.id} />
                <input type="hidden" name="verified" value={s.isVerified ? "0" : "1"} />
                <button type="submit" className="rounded border px-2 py-1">{s.isVerified ? "Verified ✓ (undo)" : "Mark verified"}</button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
