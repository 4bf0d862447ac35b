"use client";

import type { LeaderboardQuery } from "@/lib/schemas/leaderboard";
import { metricLabel } from "@/lib/scoring/metrics";
import type { BoardDisplay } from "@/lib/schemas/board-display";
import type { Period } from "@/lib/vocabulary";
import { TEXT_LINK } from "@/components/ui/text-link";
import { SplitPicker, type SplitOption } from "./split-picker";
import { SelectField } from "@/components/ui/select-field";
import { useApplyOnChange } from "./use-apply-on-change";

type Props = {
  slug: string;
  query: Partial<LeaderboardQuery>;
  display: BoardDisplay;
  splits: SplitOption[];
  /** The splits the board covers now (the default ones when the URL names none). */
  inForce: string[];
  /** The benchmark's split period: the split picker and the hidden-window rule follow it. */
  period: Period;
  slices: number[];
  metrics: string[];
};

const input = "rounded border border-gray-300 px-2 py-1 text-sm";

/**
 * The filters as a GET form that applies each choice at once (useApplyOnChange): every choice
 * lands in the URL, so the page is its own permalink. The everyday filters sit in one row; the
 * splits and the cutoff rule open from a disclosure, so the table starts on the first screen.
 */
export function BoardFilters({ slug, query, display, splits, inForce, period, slices, metrics }: Props) {
  const { ref, pending, apply } = useApplyOnChange();
  return (
    <form
      ref={ref}
      method="get"
      action={`/leaderboards/${slug}`}
      className="space-y-2 rounded border border-gray-200 bg-white p-3"
      aria-label="Leaderboard filters"
      aria-busy={pending || undefined}
    >
      {display.cols && <input type="hidden" name="cols" value={display.cols.join(",")} />}
      {display.sort && <input type="hidden" name="sort" value={display.sort} />}
      {display.dir && <input type="hidden" name="dir" value={display.dir} />}
      {query.view && query.view !== "table" && <input type="hidden" name="view" value={query.view} />}
      {query.models && query.models.length > 0 && (
        <input type="hidden" name="models" value={query.models.join(",")} />
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <label className="flex flex-col text-sm">
          Claims from
          <input className={input} type="date" name="start" defaultValue={query.start ?? ""} />
        </label>
        <label className="flex flex-col text-sm">
          Claims to
          <input className={input} type="date" name="end" defaultValue={query.end ?? ""} />
        </label>
        <SelectField density="compact" label="Metric" name="metric" defaultValue={query.metric ?? ""}>
          <option value="">primary</option>
          {metrics.map((m) => (
            <option key={m} value={m}>
              {metricLabel(m)}
            </option>
          ))}
        </SelectField>
        <SelectField density="compact" label="Regime" name="regime" defaultValue={query.regime ?? "all"}>
          <option value="all">all regimes</option>
          <option value="closed_book">closed book</option>
          <option value="evidence_bounded">evidence bounded</option>
          <option value="open_web">open web</option>
        </SelectField>
        {slices.length > 0 && (
          <>
            <SelectField
              density="compact"
              label="Evidence slice"
              name="slice"
              defaultValue={query.slice === undefined ? "" : String(query.slice)}
            >
              <option value="">all slices</option>
              {slices.map((s) => (
                <option key={s} value={s}>
                  {s > 0 ? `+${s}` : s} days
                </option>
              ))}
            </SelectField>
            <SelectField
              density="compact"
              label="Mode (with a slice)"
              name="mode"
              defaultValue={query.mode ?? "classification"}
            >
              <option value="classification">classification</option>
              <option value="inference">inference</option>
            </SelectField>
          </>
        )}
      </div>
      <details>
        <summary className={`cursor-pointer text-sm ${TEXT_LINK}`}>
          Splits ({query.splits?.length ? `${query.splits.length} chosen` : "default"}), cutoff rule and
          contamination control
          {pending ? <span className="ml-2 text-gray-600 no-underline">Updating…</span> : null}
        </summary>
        <div className="mt-2 space-y-3">
          <SplitPicker
            splits={splits}
            period={period}
            chosen={query.splits ?? []}
            inForce={inForce}
            onChosen={apply}
          />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="controlled" value="1" defaultChecked={query.controlled === "1"} />{" "}
              Contamination-controlled claims only
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="verified" value="1" defaultChecked={query.verified === "1"} />{" "}
              Verified runs only (run by LiveCheck)
            </label>
            <label className="flex flex-col text-sm">
              Cutoff buffer (days)
              <input
                className={input}
                type="number"
                min={0}
                max={3650}
                name="buffer"
                defaultValue={query.buffer ?? 0}
              />
            </label>
            <SelectField
              density="compact"
              label="Cutoff"
              name="cutoff"
              defaultValue={query.cutoff ?? "declared"}
            >
              <option value="declared">declared</option>
              <option value="estimated">estimated from the error curve</option>
            </SelectField>
          </div>
          <p className="text-xs text-gray-600">
            Each choice applies at once. Dates are claim dates. On hidden test splits a window covers whole{" "}
            {period}s (from a {period}&apos;s first day to a {period}&apos;s last day), so that no window can
            single out hidden labels; dev splits take any dates.
          </p>
        </div>
      </details>
      <noscript>
        <button type="submit" className="rounded bg-blue-700 px-4 py-1.5 text-sm font-medium text-white">
          Apply filters
        </button>
      </noscript>
    </form>
  );
}
