import { TextLink } from "@/components/ui/text-link";
import { REGIME_LABELS, type ModelDto } from "@/lib/schemas/model";
import { formatUsd } from "@/lib/format";
import { Table, Td, Th } from "@/components/ui/table";

/** The user's models: what the cutoff analyses and leaderboards will show about each. */
export function ModelTable({ models }: { models: ModelDto[] }) {
  if (models.length === 0)
    return (
      <p className="text-sm text-gray-700" data-testid="no-models">
        You have not registered a model yet.
      </p>
    );
  return (
    <Table data-testid="model-table">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Organisation</Th>
          <Th align="right">Params (B)</Th>
          <Th>Weights</Th>
          <Th>Declared cutoff</Th>
          <Th>Estimated</Th>
          <Th>Regime</Th>
          <Th align="right">Cost / run</Th>
          <Th align="right">Submissions</Th>
        </tr>
      </thead>
      <tbody>
        {models.map((m) => (
          <tr key={m.id} data-testid={`model-${m.name}`}>
            <Td>
              <TextLink href={`/models/${m.id}`}>{m.name}</TextLink>
            </Td>
            <Td>{m.organisation}</Td>
            <Td align="right">{m.parameterCountB ?? "—"}</Td>
            <Td>{m.openWeights ? "open" : "closed"}</Td>
            <Td title={`Source: ${m.cutoffSource}`}>{m.declaredCutoff}</Td>
            <Td>{m.estimatedCutoff ?? "—"}</Td>
            <Td>{REGIME_LABELS[m.regime]}</Td>
            <Td align="right">{formatUsd(m.costPerRunUsd)}</Td>
            <Td align="right">{m.submissionCount}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
