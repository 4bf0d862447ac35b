import type { SubmitSplit } from "./submit-types";

/** The split select, labelled dev/test, and the daily quota of the chosen hidden test split. */
export function SplitChoice({ splits, value, onChange, error }: { splits: SubmitSplit[]; value: string; onChange: (v: string) => void; error?: string }) {
  const chosen = splits.find((s) => s.name === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="split" className="text-sm font-medium">Split</label>
      <select id="split" name="split" value={value} onChange={(e) => onChange(e.target.value)} className="rounded border border-gray-300 px-3 py-2" required>
        {splits.length === 0 && <option value="">No visible split</option>}
        {splits.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name} — {s.kind === "test" ? "hidden test" : "dev (labels public)"} · {s.claimCount} claims
          </option>
        ))}
      </select>
      {chosen?.quota ? (
        <p className="text-xs text-gray-700" data-testid="quota">
          Hidden test split: {chosen.quota.remaining} of {chosen.quota.limit} submissions left today (resets {new Date(chosen.quota.resetAt).toUTCString()}).
        </p>
      ) : chosen ? (
        <p className="text-xs text-gray-700" data-testid="quota">Dev split: no daily limit; score here as often as you like.</p>
      ) : null}
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
