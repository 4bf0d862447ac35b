import { CardTable, type CardTableColumn } from "@/components/ui/row-cards";
import { gapDisagreement } from "@/lib/leaderboard/difficulty/gap-agreement";
import type { ModelCurve } from "@/lib/leaderboard/types";
import type { BoardDifficultyDto } from "@/lib/schemas/dto/difficulty";
import {
  formatGap,
  formatGapInterval,
  formatLogit,
  formatLogitInterval,
  scaleDecimals,
} from "./difficulty-format";

type Props = {
  curves: ModelCurve[];
  difficulty: BoardDifficultyDto;
  lowerIsBetter: boolean;
};

/**
 * Beside the raw before/after table: each charted model's difficulty-adjusted gap and Δθ
 * (DOMAIN.md §9), with a sentence wherever the two disagree.
 */
export function AdjustedGapTable({ curves, difficulty, lowerIsBetter }: Props) {
  const track = difficulty.benchmark.track;
  const byEntry = new Map(difficulty.entries.map((e) => [e.entryId, e]));
  const sentences: string[] = [];
  const rows = curves.flatMap((c) => {
    const d = byEntry.get(c.entryId);
    if (!d) return [];
    const pp = c.prePost;
    if (pp) {
      const s = gapDisagreement(
        c.model,
        { value: pp.difference, low: pp.differenceInterval[0], high: pp.differenceInterval[1] },
        { value: d.adjustedGap ?? null, low: d.adjustedGapLow ?? null, high: d.adjustedGapHigh ?? null },
        lowerIsBetter,
        track === "integrity",
      );
      if (s) sentences.push(s);
    }
    return [
      {
        key: c.entryId,
        cells: [
          c.model,
          String(d.nPre),
          String(d.nPost),
          formatGap(track, d.adjustedGap),
          formatGapInterval(track, d.adjustedGapLow, d.adjustedGapHigh),
          formatLogit(d.deltaTheta, true, scaleDecimals(track)),
          formatLogitInterval(d.deltaThetaLow, d.deltaThetaHigh, scaleDecimals(track)),
        ],
      },
    ];
  });
  const right = { align: "right" } as const;
  const columns: CardTableColumn[] = [
    { label: "Model" },
    { label: "n pre", ...right },
    { label: "n post", ...right },
    { label: track === "verdict" ? "Adjusted gap (accuracy)" : "Adjusted gap (MSE)", ...right },
    { label: "95% interval ", className: "whitespace-nowrap" },
    { label: track === "verdict" ? "Δθ (logits)" : "Δa (MSE)", ...right },
    { label: "95% interval  ", className: "whitespace-nowrap" },
  ];
  return (
    <div className="space-y-2" data-testid="adjusted-gaps">
      <h3 className="font-semibold">On equal terms: the difficulty-adjusted gap</h3>
      <p className="text-sm text-gray-700">
        Observed {track === "verdict" ? "accuracy" : "MSE"} after the cutoff minus what the model&apos;s own
        ability before it predicts on those same claims, with each claim&apos;s difficulty fitted from the
        other models (leave-one-out; {difficulty.fieldSize} entries in the field). A harder period lowers the
        raw difference but not this gap.
      </p>
      {difficulty.message && (
        <p className="text-sm text-amber-800" data-testid="difficulty-message">
          {difficulty.message}
        </p>
      )}
      {rows.length > 0 && (
        <CardTable columns={columns} rows={rows} testId="adjusted-gap-table" density="compact" />
      )}
      {sentences.map((s) => (
        <p key={s} className="text-sm" data-testid="gap-disagreement">
          {s}
        </p>
      ))}
    </div>
  );
}
