import type { LeaderboardResult, ModelCurve } from "@/lib/leaderboard/types";
import { formatDisclosedDifference } from "@/lib/format";
import { formatDisclosed } from "@/lib/leaderboard/disclosed-display";
import { displayDifferenceStep, displayStep } from "@/lib/disclosure/display-step";
import type { Period } from "@/lib/vocabulary";
import { CardTable, type CardTableColumn } from "@/components/ui/row-cards";

type Props = {
  curves: ModelCurve[];
  disclosure: LeaderboardResult["release"];
  metric: string;
  /** The metric's name as the chart's y axis reads it. */
  yLabel: string;
  period: Period;
  bufferDays: number;
};

/** Each model's metric before and after its cutoff and the difference: a table from 640 px, cards below. */
export function PrePostTable({ curves, disclosure, metric, yLabel, period, bufferDays }: Props) {
  // One precision per column: the coarsest step of its rows (lib/leaderboard/disclosed-display.ts).
  const coarsest = (ns: number[]) =>
    ns.reduce<number | null>((a, n) => {
      const s = displayStep(disclosure, metric, n);
      return s !== null && (a === null || s > a) ? s : a;
    }, null);
  const withPrePost = curves.flatMap((c) => (c.prePost ? [c.prePost] : []));
  const preStep = coarsest(withPrePost.map((pp) => pp.pre.n));
  const postStep = coarsest(withPrePost.map((pp) => pp.post.n));
  const shown = (value: number, step: number | null) =>
    formatDisclosed(metric, { value, low: value, high: value }, step).value;
  const rows = curves.flatMap((c) => {
    const pp = c.prePost;
    if (!pp) return [];
    const diff = formatDisclosedDifference(
      metric,
      { difference: pp.difference, low: pp.differenceInterval[0], high: pp.differenceInterval[1] },
      displayDifferenceStep(disclosure, metric, Math.min(pp.pre.n, pp.post.n)),
    );
    const cells = [
      c.model,
      c.cutoff,
      String(pp.pre.n),
      shown(pp.pre.value, preStep),
      String(pp.post.n),
      shown(pp.post.value, postStep),
      diff.value,
      diff.interval,
    ];
    return [{ key: c.entryId, cells }];
  });
  const right = { align: "right" } as const;
  const columns: CardTableColumn[] = [
    { label: "Model" },
    { label: "Cutoff" },
    { label: "n pre", ...right },
    { label: `${yLabel} pre`, ...right },
    { label: "n post", ...right },
    { label: `${yLabel} post`, ...right },
    { label: "post − pre", ...right, className: "whitespace-nowrap" },
    { label: "95% interval", className: "whitespace-nowrap" },
  ];
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">
        Before and after each model&apos;s cutoff{bufferDays ? ` (+${bufferDays} days)` : ""}
      </h3>
      <CardTable columns={columns} rows={rows} testId="pre-post-table" density="compact" />
      {curves.some((c) => c.prePost?.rule === period) && (
        <p className="text-xs text-gray-600" data-testid="pre-post-rule">
          These splits include hidden test labels, so before and after compare whole {period}s: {period}s
          ending on or before the cutoff{bufferDays ? " + buffer" : ""} against {period}s starting after it;
          the {period} containing it is left out.
        </p>
      )}
    </div>
  );
}
