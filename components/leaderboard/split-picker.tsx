"use client";

import { useMemo, useState } from "react";
import { TEXT_LINK } from "@/components/ui/text-link";
import type { Period } from "@/lib/vocabulary";

export type SplitOption = { name: string; kind: "dev" | "test" | null };

const btn = "rounded border border-gray-300 px-2 py-0.5 text-xs";
const select = "rounded border border-gray-300 px-1 py-0.5 text-sm";

/**
 * Splits for a board with many periods (LIAR2 has 66 quarters; a monthly benchmark 12 a
 * year): quick choices (all dev, all test, default), a from–to range, and the splits
 * grouped by year with a box per year, each split shown by its quarter (Q1) or month (Jan).
 * The ticked boxes are ordinary `splits` checkboxes of the filter form, so the choice lands in
 * the URL when the form is applied.
 */
export function SplitPicker({
  splits,
  period,
  chosen: initial,
}: {
  splits: SplitOption[];
  period: Period;
  chosen: string[];
}) {
  const [chosen, setChosen] = useState(() => new Set(initial));
  const names = splits.map((s) => s.name);
  const [from, setFrom] = useState(names[0] ?? "");
  const [to, setTo] = useState(names.at(-1) ?? "");
  const years = useMemo(() => {
    const out = new Map<string, SplitOption[]>();
    for (const s of splits) out.set(s.name.slice(0, 4), [...(out.get(s.name.slice(0, 4)) ?? []), s]);
    return [...out];
  }, [splits]);
  const set = (list: string[]) => setChosen(new Set(list));
  const toggle = (list: string[], on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      list.forEach((n) => (on ? next.add(n) : next.delete(n)));
      return next;
    });
  const hasKinds = splits.some((s) => s.kind === "dev") && splits.some((s) => s.kind === "test");
  const summary =
    chosen.size === 0
      ? "every split with scores (default)"
      : chosen.size === 1
        ? [...chosen][0]
        : `${chosen.size} splits, ${names.find((n) => chosen.has(n))}–${names.findLast((n) => chosen.has(n))}`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        Splits: <span data-testid="split-summary">{summary}</span>
      </legend>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Quick split choices">
        {hasKinds &&
          (["dev", "test"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={btn}
              onClick={() => set(splits.filter((s) => s.kind === kind).map((s) => s.name))}
            >
              All {kind}
            </button>
          ))}
        <button type="button" className={btn} onClick={() => set(names)}>
          All
        </button>
        <button type="button" className={btn} onClick={() => set([])}>
          Default
        </button>
        <span className="flex flex-wrap items-center gap-1 text-sm">
          {(
            [
              ["From", from, setFrom],
              ["to", to, setTo],
            ] as const
          ).map(([word, value, choose]) => (
            <label key={word} className="flex items-center gap-1">
              {word} {period}{" "}
              <select className={select} value={value} onChange={(e) => choose(e.target.value)}>
                {names.map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
          ))}
          <button
            type="button"
            className={btn}
            onClick={() =>
              set(names.filter((n) => n >= (from < to ? from : to) && n <= (from < to ? to : from)))
            }
          >
            Choose range
          </button>
        </span>
      </div>
      <details open={splits.length <= 12}>
        <summary className={`cursor-pointer text-sm ${TEXT_LINK}`}>
          By year and {period} ({splits.length} splits)
        </summary>
        <div className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {years.map(([year, list]) => {
            const all = list.every((s) => chosen.has(s.name));
            return (
              <div key={year} className="flex flex-wrap items-center gap-x-2 text-sm">
                <label className="w-16 font-medium">
                  <input
                    type="checkbox"
                    checked={all}
                    onChange={(e) =>
                      toggle(
                        list.map((s) => s.name),
                        e.target.checked,
                      )
                    }
                    aria-label={`All of ${year}`}
                  />{" "}
                  {year}
                </label>
                {list.map((s) => (
                  <label key={s.name} title={s.kind ? `${s.name} (${s.kind})` : s.name}>
                    <input
                      type="checkbox"
                      name="splits"
                      value={s.name}
                      checked={chosen.has(s.name)}
                      onChange={(e) => toggle([s.name], e.target.checked)}
                      aria-label={`${s.name}${s.kind ? ` (${s.kind})` : ""}`}
                    />{" "}
                    {shortName(s.name, period)}
                    {s.kind === "test" && hasKinds ? <sup className="text-gray-600">t</sup> : null}
                  </label>
                ))}
              </div>
            );
          })}
        </div>
      </details>
    </fieldset>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A split's name within its year: "Q3" for 2025Q3, "Jul" for 2025-07. */
function shortName(name: string, period: Period): string {
  return period === "month" ? (MONTHS[Number(name.slice(5)) - 1] ?? name.slice(5)) : name.slice(4);
}
