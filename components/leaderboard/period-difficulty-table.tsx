import { CardTable } from "@/components/ui/row-cards";
import type { BoardDifficultyDto } from "@/lib/schemas/dto/difficulty";
import { formatLogit, formatLogitInterval, scaleDecimals } from "./difficulty-format";

/** The field's mean claim difficulty per period with its interval (DOMAIN.md §9). */
export function PeriodDifficultyTable({ difficulty }: { difficulty: BoardDifficultyDto }) {
  if (difficulty.periods.length === 0) return null;
  const dp = scaleDecimals(difficulty.benchmark.track);
  const unit = difficulty.benchmark.track === "verdict" ? "logits" : "MSE scale";
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">How hard each period is for the whole field</h3>
      <p className="text-sm text-gray-700">
        Mean claim difficulty ({unit}; higher is harder) over the claims of each period, fitted from{" "}
        {difficulty.fieldSize} entries, with its 95% bootstrap interval.
      </p>
      <CardTable
        columns={[
          { label: "Period" },
          { label: "Claims", align: "right" },
          { label: "Mean difficulty", align: "right" },
          { label: "95% interval", className: "whitespace-nowrap" },
        ]}
        rows={difficulty.periods.map((p) => ({
          key: p.period,
          cells: [
            p.period,
            String(p.n),
            formatLogit(p.value, true, dp),
            formatLogitInterval(p.low, p.high, dp),
          ],
        }))}
        testId="period-difficulty"
        density="compact"
      />
    </div>
  );
}
