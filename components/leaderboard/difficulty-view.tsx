import { CardTable, type CardTableColumn } from "@/components/ui/row-cards";
import { TextLink } from "@/components/ui/text-link";
import type { BoardDifficultyDto } from "@/lib/schemas/dto/difficulty";
import { formatMetric } from "@/lib/format";
import {
  formatGap,
  formatGapInterval,
  formatLogit,
  formatLogitInterval,
  gapMetric,
  scaleDecimals,
} from "./difficulty-format";
import { PeriodDifficultyTable } from "./period-difficulty-table";

const SHOWN_CLAIMS = 10;

/** A board's difficulty view (DOMAIN.md §9): abilities, difficulty per period, hardest and easiest claims. */
export function DifficultyView({ slug, difficulty }: { slug: string; difficulty: BoardDifficultyDto }) {
  const track = difficulty.benchmark.track;
  const isVerdict = track === "verdict";
  const dp = scaleDecimals(track);
  const right = { align: "right" } as const;
  const columns: CardTableColumn[] = [
    { label: "Model" },
    { label: isVerdict ? "Ability θ (logits)" : "Error level a (MSE)", ...right },
    { label: "95% interval", className: "whitespace-nowrap" },
    { label: "n pre / post", ...right },
    { label: isVerdict ? "Observed after" : "MSE after", ...right },
    { label: "Expected after", ...right },
    { label: "Adjusted gap", ...right },
    { label: "95% interval ", className: "whitespace-nowrap" },
  ];
  const sorted = [...difficulty.entries].sort((a, b) =>
    isVerdict
      ? (b.ability ?? -Infinity) - (a.ability ?? -Infinity)
      : (a.ability ?? Infinity) - (b.ability ?? Infinity),
  );
  const rows = sorted.map((e) => ({
    key: e.entryId,
    cells: [
      e.model,
      formatLogit(e.ability, false, dp),
      formatLogitInterval(e.abilityLow, e.abilityHigh, dp),
      `${e.nPre} / ${e.nPost}`,
      formatMetric(gapMetric(track), e.observedPost),
      formatMetric(gapMetric(track), e.expectedPost),
      formatGap(track, e.adjustedGap),
      formatGapInterval(track, e.adjustedGapLow, e.adjustedGapHigh),
    ],
  }));
  const byDifficulty = [...difficulty.claims].sort((a, b) => b.difficulty - a.difficulty);
  const claimList = (title: string, list: typeof difficulty.claims, testId: string) => (
    <div className="space-y-1" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      <ol className="list-decimal space-y-0.5 pl-6 text-sm">
        {list.map((c) => (
          <li key={c.claimId}>
            <TextLink href={`/benchmarks/${slug}/claims/${encodeURIComponent(c.claimId)}`}>
              {c.claimId}
            </TextLink>{" "}
            <span className="text-gray-700">
              {formatLogit(c.difficulty, true, dp)} · {c.period} · {c.n} models
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
  return (
    <div className="space-y-6" data-testid="difficulty-view">
      <p className="text-sm text-gray-700">
        Each claim&apos;s difficulty is fitted from every model on this board ({difficulty.fieldSize} entries;
        {isVerdict
          ? " Rasch model, P(correct) = σ(θ − b), penalised with λ = 1"
          : " squared error = a + d, ridge λ = 1"}
        ), so periods and models are compared on equal terms. A claim seen by fewer than 3 models gets none.
        Adjusted gaps are shown from {difficulty.minField} entries besides the model.
      </p>
      {difficulty.message && (
        <p className="text-sm text-amber-800" data-testid="difficulty-message">
          {difficulty.message}
        </p>
      )}
      {rows.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">{isVerdict ? "Ability" : "Error level"} per model</h3>
          <CardTable columns={columns} rows={rows} testId="ability-table" density="compact" />
        </div>
      )}
      <PeriodDifficultyTable difficulty={difficulty} />
      {byDifficulty.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {claimList("Hardest claims", byDifficulty.slice(0, SHOWN_CLAIMS), "hardest-claims")}
          {claimList("Easiest claims", byDifficulty.slice(-SHOWN_CLAIMS).reverse(), "easiest-claims")}
        </div>
      ) : (
        rows.length > 0 && (
          <p className="text-sm text-gray-700">
            Claim by claim difficulties are listed on public-label splits only (dev and retired splits).
          </p>
        )
      )}
    </div>
  );
}
