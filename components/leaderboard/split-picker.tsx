"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { TEXT_LINK } from "@/components/ui/text-link";
import type { Period } from "@/lib/vocabulary";

export type SplitOption = { name: string; kind: "dev" | "test" | null };

const btn = "rounded border border-gray-300 px-2 py-0.5 text-xs";
const select = "rounded border border-gray-300 px-1 py-0.5 text-sm";

/**
 * Splits for a board with many periods (LIAR2 has 66 quarters; a monthly benchmark 12 a
 * year): quick choices (all dev, all test, default), a from–to range, and the splits
 * grouped by year with a box per year, each split shown by its quarter (Q1) or month (Jan).
 * The ticked boxes are ordinary `splits` checkboxes of the filter form, and every choice is
 * applied at once (`onChosen`). With no choice in the URL the boxes show the default splits in
 * force, unnamed so that other filters do not pin them; the first tick starts from them.
 */
export function SplitPicker({
  splits,
  period,
  chosen: initial,
  inForce,
  onChosen,
}: {
  splits: SplitOption[];
  period: Period;
  chosen: string[];
  inForce: string[];
  onChosen: () => void;
}) {
  // null: no choice, the default splits apply.
  const [picked, setPicked] = useState<Set<string> | null>(() => (initial.length ? new Set(initial) : null));
  const chosen = picked ?? new Set(inForce);
  const names = splits.map((s) => s.name);
  const [from, setFrom] = useState(initial[0] ?? inForce[0] ?? names[0] ?? "");
  const [to, setTo] = useState(initial.at(-1) ?? inForce.at(-1) ?? names.at(-1) ?? "");
  // Applied after the render that shows the new choice, so the form reads the new boxes.
  const applyAfterRender = useRef(false);
  useEffect(() => {
    if (!applyAfterRender.current) return;
    applyAfterRender.current = false;
    onChosen();
  }, [picked, onChosen]);
  const setChosen = (next: Set<string> | null | ((prev: Set<string>) => Set<string>)) => {
    applyAfterRender.current = true;
    setPicked((prev) => (typeof next === "function" ? next(prev ?? new Set(inForce)) : next));
  };
  const range = (a: string, b: string) => names.filter((n) => n >= (a < b ? a : b) && n <= (a < b ? b : a));
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
  const span =
    chosen.size === 1
      ? [...chosen][0]
      : `${chosen.size} splits, ${names.find((n) => chosen.has(n))}–${names.findLast((n) => chosen.has(n))}`;
  const summary =
    picked === null ? `default: every split with scores (${chosen.size ? span : "none"})` : span;
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
        <button type="button" className={btn} onClick={() => setChosen(null)} aria-pressed={picked === null}>
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
              <select
                className={select}
                value={value}
                onChange={(e) => {
                  choose(e.target.value);
                  set(word === "From" ? range(e.target.value, to) : range(from, e.target.value));
                }}
              >
                {names.map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
          ))}
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
                      name={picked === null ? undefined : "splits"}
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
      {hasKinds && (
        <p className="text-xs text-gray-600">
          A small <sup>t</sup> marks a test split (labels hidden, scored by the platform); the others are dev
          splits (labels public).
        </p>
      )}
    </fieldset>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A split's name within its year: "Q3" for 2025Q3, "Jul" for 2025-07. */
function shortName(name: string, period: Period): string {
  return period === "month" ? (MONTHS[Number(name.slice(5)) - 1] ?? name.slice(5)) : name.slice(4);
}
