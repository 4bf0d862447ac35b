import type { FieldLine } from "@/components/charts/curve-chart";
import { periodIndex } from "@/lib/periods/periods";
import type { BoardDifficultyDto } from "@/lib/schemas/dto/difficulty";
import type { Period } from "@/lib/vocabulary";
import { formatLogit, formatLogitInterval, scaleDecimals } from "./difficulty-format";

/**
 * The field's mean claim difficulty per calendar period (DOMAIN §9) as a line for the
 * longitudinal curve, on the curve's x (the period's index); null when there is none (hidden
 * splits for a visitor, or no fitted claim).
 */
export function fieldDifficultyLine(difficulty: BoardDifficultyDto | null, period: Period): FieldLine | null {
  if (!difficulty || difficulty.periods.length === 0) return null;
  const dp = scaleDecimals(difficulty.benchmark.track);
  const unit = difficulty.benchmark.track === "verdict" ? "logits" : "MSE scale";
  return {
    name: `Mean claim difficulty of the period, ${unit}, higher is harder (fitted from ${difficulty.fieldSize} entries)`,
    axisLabel: `Claim difficulty (${unit})`,
    points: difficulty.periods.map((p) => ({
      x: periodIndex(p.period, period),
      label: p.period,
      value: p.value,
      low: p.low ?? p.value,
      high: p.high ?? p.value,
      n: p.n,
      display: { value: formatLogit(p.value, true, dp), interval: formatLogitInterval(p.low, p.high, dp) },
    })),
  };
}
