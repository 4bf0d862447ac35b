import type { HeadToHead } from "@/lib/server/leaderboards/compare-models";
import { metricLabel } from "@/lib/scoring/metrics";
import { formatMetric, formatPValue, formatDisclosedDifference } from "@/lib/format";
import { displayDifferenceStep, displayStep } from "@/lib/disclosure/display-step";
import { P_VALUE_STEP } from "@/lib/disclosure/disclosure-policy";
import { Table, Td, Th } from "@/components/ui/table";

/** One split's row as printed: disclosed values at their own step (lib/disclosure). */
function splitTexts(result: HeadToHead, s: HeadToHead["splits"][number]) {
  const at = { step: displayStep(s.release, result.metric, s.n) };
  const p = { step: s.release.exact ? null : P_VALUE_STEP };
  return {
    a: formatMetric(result.metric, s.valueA, at),
    b: formatMetric(result.metric, s.valueB, at),
    diff: formatDisclosedDifference(result.metric, s, displayDifferenceStep(s.release, result.metric, s.n)),
    p: formatPValue(s.pValue, p),
    holm: formatPValue(s.holmP, p),
    regimes: s.regimeA === s.regimeB ? s.regimeA : `${s.regimeA} vs ${s.regimeB} (different regimes)`,
  };
}

/** The per-split differences: a table from 640 px, one card per split below (nine columns do not fit a phone). */
export function CompareTable({ result }: { result: HeadToHead }) {
  const label = metricLabel(result.metric);
  const rows = result.splits.map((s) => ({ s, t: splitTexts(result, s) }));
  const caption = (
    <>
      {label} ({result.lowerIsBetter ? "lower" : "higher"} is better); difference = {result.a?.name} −{" "}
      {result.b?.name}.
      {result.splits.some((s) => !s.release.exact) &&
        " Hidden splits disclose rounded values; a difference below the disclosure step reads |Δ| ≤ half that step."}
    </>
  );
  return (
    <>
      <section className="space-y-2 sm:hidden" data-testid="compare-cards" aria-label="Per split">
        <p className="text-xs text-gray-700">{caption}</p>
        <ul className="space-y-2">
          {rows.map(({ s, t }) => (
            <li key={s.split} className="rounded border border-gray-200 bg-white p-3 text-sm">
              <p className="flex justify-between gap-3 font-medium">
                <span>{s.split}</span>
                <span className="text-xs font-normal text-gray-700">n = {s.n}</span>
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 tabular-nums">
                <dt className="min-w-0 break-words text-gray-700">{result.a?.name}</dt>
                <dd>{t.a}</dd>
                <dt className="min-w-0 break-words text-gray-700">{result.b?.name}</dt>
                <dd>{t.b}</dd>
                <dt className="text-gray-700">Difference</dt>
                <dd>
                  <span className="font-semibold">{t.diff.value}</span> {t.diff.interval}
                </dd>
                <dt className="text-gray-700">p (Holm)</dt>
                <dd>
                  {t.p} ({t.holm})
                </dd>
                <dt className="text-gray-700">Regimes</dt>
                <dd className="min-w-0 break-words">{t.regimes}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <Table width="auto" data-testid="compare-table" wrapperClassName="hidden sm:block">
        <caption className="text-left text-xs text-gray-700">{caption}</caption>
        <thead>
          <tr>
            <Th>Split</Th>
            <Th align="right">n</Th>
            <Th align="right">{result.a?.name}</Th>
            <Th align="right">{result.b?.name}</Th>
            <Th align="right">Difference</Th>
            <Th>95% interval</Th>
            <Th align="right">p</Th>
            <Th align="right">p (Holm)</Th>
            <Th>Regimes</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ s, t }) => (
            <tr key={s.split}>
              <Td>{s.split}</Td>
              <Td align="right">{s.n}</Td>
              <Td align="right">{t.a}</Td>
              <Td align="right">{t.b}</Td>
              <Td align="right" className="whitespace-nowrap">
                {t.diff.value}
              </Td>
              <Td className="whitespace-nowrap">{t.diff.interval}</Td>
              <Td align="right">{t.p}</Td>
              <Td align="right">{t.holm}</Td>
              <Td>{t.regimes}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
