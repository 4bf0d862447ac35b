import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { formatDisclosed } from "@/lib/leaderboard/disclosed-display";
import { displayStep } from "@/lib/disclosure/display-step";
import { RowCards } from "@/components/ui/row-cards";
import { Table, Td, Th } from "@/components/ui/table";

type Props = {
  properties: NonNullable<LeaderboardResult["benchmark"]["properties"]>;
  rows: LeaderboardResult["rows"];
  disclosure: LeaderboardResult["release"];
};

/**
 * Per-property MSE (VeriTaS claim and media properties, DOMAIN §2) beside each row's
 * aggregate MSE, in board order. Each cell names how many claims it rests on (those with
 * gold for the property that predicted it) and how many left the property out. A table from
 * 640 px, one card per model below (a narrow screen never scrolls sideways). Disclosed values
 * print to one step per column (the coarsest of its cells), and one that prints as 0 reads
 * "< step" (lib/leaderboard/disclosed-display.ts), never like a perfect score.
 */
export function PropertyTable({ properties, rows, disclosure }: Props) {
  const shown = rows.filter((r) => r.properties !== undefined && r.status !== "baseline");
  if (shown.length === 0) return null;
  const coarsest = (steps: (number | null)[]) =>
    steps.reduce<number | null>((a, s) => (s !== null && (a === null || s > a) ? s : a), null);
  const stepOf: Record<string, number | null> = Object.fromEntries(
    properties.map((p) => [
      p.name,
      coarsest(
        shown.map((r) => {
          const s = r.properties?.[p.name];
          return s ? displayStep(disclosure, "mse", s.n) : null;
        }),
      ),
    ]),
  );
  const mseStep = coarsest(shown.map((r) => displayStep(disclosure, "mse", r.n)));
  const disclosed = (value: number | null | undefined, step: number | null) =>
    value === null || value === undefined
      ? "—"
      : formatDisclosed("mse", { value, low: value, high: value }, step).value;
  const propertyCell = (r: Props["rows"][number], name: string) => {
    const s = r.properties?.[name];
    return s ? (
      <>
        <span className="font-mono">{disclosed(s.mse, stepOf[name] ?? null)}</span>
        <span className="block text-xs text-gray-600">
          n = {s.n}
          {s.missing > 0 ? `, ${s.missing} left out` : ""}
        </span>
      </>
    ) : (
      <span className="text-gray-600" title="fewer than 30 claims predicted it">
        withheld
      </span>
    );
  };
  const mseOf = (r: Props["rows"][number]) => disclosed(r.metrics["mse"]?.value, mseStep);
  return (
    <section className="space-y-2" aria-labelledby="property-scores">
      <h2 id="property-scores" className="text-lg font-semibold">
        Property scores (MSE, lower is better)
      </h2>
      <RowCards
        columns={["Model", "MSE (all claims)", ...properties.map((p) => p.name)]}
        rows={shown.map((r) => ({
          key: r.entryId,
          cells: [r.model, mseOf(r), ...properties.map((p) => propertyCell(r, p.name))],
        }))}
        data-testid="property-cards"
      />
      <Table wrapperClassName="hidden rounded border border-gray-200 sm:block" data-testid="property-table">
        <thead className="bg-gray-50 text-left">
          <tr>
            <Th>Model</Th>
            <Th align="right">MSE (all claims)</Th>
            {properties.map((p) => (
              <Th align="right" key={p.name}>
                <span className="font-mono">{p.name}</span>
                <span className="block text-xs font-normal text-gray-600">{p.kind} property</span>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.entryId} data-entry={r.entryId}>
              <Td>{r.model}</Td>
              <Td align="right" className="font-mono">
                {mseOf(r)}
              </Td>
              {properties.map((p) => (
                <Td align="right" key={p.name} data-property={p.name}>
                  {propertyCell(r, p.name)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-xs text-gray-700">
        Each property&apos;s MSE is over the claims that have gold for it and whose prediction gave it (n);
        claims whose prediction left the property out are not counted in it, only shown beside it.
        {!disclosure.exact &&
          " On hidden splits a property predicted on fewer than 30 such claims is withheld."}
      </p>
    </section>
  );
}
