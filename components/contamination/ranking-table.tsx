import type { ControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { formatMetric } from "@/lib/format";
import { displayStep } from "@/lib/disclosure/display-step";
import { signed } from "./format";
import { RowCards } from "@/components/ui/row-cards";
import { TextLink } from "@/components/ui/text-link";
import { Table, Td, Th } from "@/components/ui/table";

type Props = { ranking: ControlledRanking; isControlled: boolean; slug: string; rankingLabel: string };

/**
 * Each model's rank and value on all claims and (controlled) on the controlled set with its
 * Δrank: a table from 640 px, one card per model below.
 */
export function RankingTable({ ranking, isControlled, slug, rankingLabel }: Props) {
  const value = (v: { value: number | null; n: number }) =>
    `${formatMetric(ranking.metric, v.value, { step: displayStep(ranking.release, ranking.metric, v.n) })} (${v.n})`;
  const printed = ranking.rows.map((r) => ({
    r,
    link: <TextLink href={`/contamination/${slug}/${r.modelId}`}>{r.name}</TextLink>,
    // In table order after Rank and Model.
    values: [
      value(r.full),
      ...(isControlled ? [String(r.controlled.rank ?? "—"), value(r.controlled), signed(r.deltaRank)] : []),
    ],
  }));
  const headers = [
    `${rankingLabel} (all, n)`,
    ...(isControlled ? ["Controlled rank", `${rankingLabel} (controlled, n)`, "Δrank"] : []),
  ];
  return (
    <>
      <RowCards
        columns={["Model", "Rank", ...headers]}
        rows={printed.map(({ r, link, values }) => ({
          key: r.modelId,
          cells: [link, String(r.full.rank), ...values],
        }))}
        data-testid="controlled-ranking-cards"
      />
      <Table width="auto" data-testid="controlled-ranking" wrapperClassName="hidden sm:block">
        <thead>
          <tr>
            <Th>Rank</Th>
            <Th>Model</Th>
            {headers.map((h) => (
              <Th key={h} align="right">
                {h}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {printed.map(({ r, link, values }) => (
            <tr key={r.modelId} data-testid={`rank-row-${r.name}`}>
              <Td>{r.full.rank}</Td>
              <Td>{link}</Td>
              {values.map((v, i) => (
                <Td
                  key={i}
                  align="right"
                  className="tabular-nums"
                  data-testid={isControlled && i === values.length - 1 ? "delta-rank" : undefined}
                >
                  {v}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
