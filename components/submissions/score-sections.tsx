import type { ScoreResult } from "@/lib/scoring/score-records";
import { ClassTable } from "./class-table";
import { ConfusionMatrix } from "./confusion-matrix";
import { ContaminationPanel } from "./contamination-panel";
import { HeadlineMetrics } from "./headline-metrics";
import { PropertyScores } from "./property-scores";
import { SliceTable } from "./slice-table";
import { SubsetTable } from "./subset-table";
import { formatDifference, formatMetric } from "@/lib/format";
import { submissionFormat } from "./format-metric";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Metrics = ScoreResult["metrics"];
const asRecord = (m: Metrics): Record<string, number> => ({ ...m });

/** Every part of a score result that is present, in reading order. */
export function ScoreSections({ score, disclosed }: { score: ScoreResult; disclosed: boolean }) {
  const format = submissionFormat(disclosed);
  const metrics = asRecord(score.metrics);
  const subsets = Object.fromEntries(
    Object.entries(score.subsets ?? {}).map(([k, v]) => [k, { n: v.n, metrics: asRecord(v.metrics) }]),
  );
  const fsr = metrics["fsr"];
  return (
    <div className="space-y-8">
      <Section id="headline" title="Headline metrics">
        <HeadlineMetrics
          track={score.track}
          n={score.n}
          metrics={metrics}
          extra={{ avg12: score.avg12, reasoning_gap: score.reasoning_gap }}
          ci={score.ci}
          format={format}
        />
        {score.missing !== undefined && score.missing > 0 && (
          <p className="text-sm text-amber-800" data-testid="missing">
            {score.missing} prediction{score.missing === 1 ? " was" : "s were"} missing and count
            {score.missing === 1 ? "s" : ""} as wrong
            {score.track === "integrity"
              ? " (each with the worst possible error for its claim)"
              : " (as unparsed predictions)"}
            .
          </p>
        )}
        {fsr !== undefined && (
          <p className="text-sm" data-testid="fsr">
            Format success rate: <span className="font-mono">{formatMetric("fsr", fsr)}</span> of predictions
            parsed to a valid label. Accuracy and the F1 scores count the rest as wrong; the &ldquo;parsed
            outputs only&rdquo; rows leave them out (RW-Post), so read them beside this rate.
          </p>
        )}
      </Section>
      {score.properties && (
        <Section id="properties" title="Property scores">
          <PropertyScores properties={score.properties} mse={metrics["mse"]} n={score.n} format={format} />
          <p className="text-xs text-gray-600">
            Each property&apos;s MSE is over the claims that have gold for the property and whose prediction
            gave it (claims scored); &ldquo;left out&rdquo; counts claims with gold whose prediction did not
            give it, which are not in its MSE.
            {disclosed && " On a hidden split a property scored on fewer than 30 claims is not shown."}
          </p>
        </Section>
      )}
      {score.slices && (
        <Section id="slices" title="By evidence slice and mode">
          <SliceTable slices={score.slices} format={format} />
          <p className="text-xs text-gray-600">
            Classification mode scores each slice against the final label; inference mode against the
            slice&apos;s own label.
            {score.reasoning_gap !== undefined && (
              <>
                {" "}
                Reasoning gap (inference − classification accuracy at the earliest slice):{" "}
                <span className="font-mono">
                  {formatDifference("reasoning_gap", score.reasoning_gap, format)}
                </span>
                .
              </>
            )}
          </p>
        </Section>
      )}
      {score.per_class && (
        <Section id="per-class" title="Per class">
          <ClassTable perClass={score.per_class} />
        </Section>
      )}
      {score.confusion && (
        <Section id="confusion" title="Confusion matrix">
          <ConfusionMatrix confusion={score.confusion} />
        </Section>
      )}
      {Object.keys(subsets).length > 0 && (
        <Section id="subsets" title="Subsets">
          <SubsetTable subsets={subsets} format={format} />
        </Section>
      )}
      {score.track === "verdict" || score.leakage ? (
        <Section id="contamination" title="Contamination and leakage">
          <ContaminationPanel
            ssa={score.ssa}
            leakage={score.leakage}
            intervals={score.ci?.intervals}
            format={format}
          />
        </Section>
      ) : null}
    </div>
  );
}
