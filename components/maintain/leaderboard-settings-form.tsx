"use client";
import { useActionState } from "react";
import { updateLeaderboardSettingsAction } from "@/lib/actions/leaderboard-settings";
import { Notice } from "@/components/ui/notice";
import { ActionForm } from "@/components/ui/action-form";
import { SelectField } from "@/components/ui/select-field";

type Props = {
  slug: string;
  representative: string;
  dailyQuota: number;
};

/** How a model is represented on the board and the daily quota on hidden splits. */
export function LeaderboardSettingsForm({ slug, representative, dailyQuota }: Props) {
  const [state, action, pending] = useActionState(updateLeaderboardSettingsAction, {});
  return (
    <div className="space-y-6">
      <ActionForm action={action} className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="slug" value={slug} />
        <SelectField
          density="compact"
          label="A model is represented by its"
          name="representative"
          defaultValue={representative}
        >
          <option value="best">best submission (on the primary metric)</option>
          <option value="latest">latest submission</option>
        </SelectField>
        <label className="flex flex-col text-sm">
          Daily submissions per user on a hidden split
          <input
            name="dailyQuota"
            type="number"
            min={1}
            max={1000}
            defaultValue={dailyQuota}
            className="rounded border px-2 py-2"
          />
        </label>
        <button type="submit" disabled={pending} className="rounded bg-blue-700 px-4 py-2 text-sm text-white">
          Save
        </button>
        {state.message && <span role="status">{state.message}</span>}
        {state.formError && (
          <Notice tone="error">
            {state.formError} {Object.values(state.fieldErrors ?? {}).join(" ")}
          </Notice>
        )}
      </ActionForm>
    </div>
  );
}
