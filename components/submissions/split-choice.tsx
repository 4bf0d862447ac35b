import Link from "next/link";
import type { SubmitSplit } from "./submit-types";
import { SelectField } from "@/components/ui/select-field";
import { formatDateTime } from "@/lib/format";

const kindLabel = (s: SubmitSplit) =>
  s.kind === "test"
    ? s.hidden
      ? "hidden test"
      : "retired test (labels public)"
    : s.hidden
      ? `dev (labels hidden until ${s.embargoUntil ?? "the embargo ends"})`
      : "dev (labels public)";

/** The split select ("all": every split the file covers), labelled dev/test, and the daily quota of the chosen hidden test split. */
export function SplitChoice({
  slug,
  splits,
  value,
  onChange,
  error,
}: {
  slug: string;
  splits: SubmitSplit[];
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const chosen = splits.find((s) => s.name === value);
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        id="split"
        name="split"
        label="Split"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        required
      >
        {splits.length === 0 ? (
          <option value="">No visible split</option>
        ) : (
          <option value="all">All splits in the file (one submission per split)</option>
        )}
        {splits.map((s) => (
          <option key={s.name} value={s.name}>
            {s.name} — {kindLabel(s)} · {s.claimCount} claims
          </option>
        ))}
      </SelectField>
      {value === "all" && splits.length > 0 && (
        <p className="text-xs text-gray-700" data-testid="quota">
          Each split your file&apos;s claims belong to becomes its own submission, checked on its own; a file
          with claims of several splits (such as predictions for every dev split) is fine. Hidden test splits
          count against their daily quota. If any part is refused, nothing is submitted.
        </p>
      )}
      {chosen?.quota ? (
        <p className="text-xs text-gray-700" data-testid="quota">
          Hidden split: {chosen.quota.remaining} of {chosen.quota.limit} submissions left today (resets{" "}
          {formatDateTime(chosen.quota.resetAt)}). Scores here are disclosed by the Ladder: rounded, and only
          when they beat your best on the split.
        </p>
      ) : chosen ? (
        <p className="text-xs text-gray-700" data-testid="quota">
          Labels public: no daily limit, exact scores; score here as often as you like.
        </p>
      ) : null}
      {chosen?.blocked && (
        <p className="text-sm text-amber-800" data-testid="hidden-submit-blocked">
          {chosen.blocked.code === "EMAIL_UNVERIFIED" ? (
            <>
              Confirm your email address before submitting to a hidden split: open the link we emailed you, or{" "}
              <Link href="/account#email" className="underline">
                send a new one from your account page
              </Link>
              . Public dev splits need no confirmation.
            </>
          ) : (
            <>
              The maintainers require approved access to submit to hidden splits
              {chosen.blocked.isPending ? "; your request is pending" : ""}.{" "}
              <Link href={`/benchmarks/${slug}/access`} className="underline">
                {chosen.blocked.isPending ? "See your request" : "Request access"}
              </Link>
              .
            </>
          )}
        </p>
      )}
    </div>
  );
}
