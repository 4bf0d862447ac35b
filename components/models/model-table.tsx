import { TextLink } from "@/components/ui/text-link";
import { REGIME_LABELS, type ModelDto } from "@/lib/schemas/model";
import { formatUsd } from "@/lib/format";

/** The user's models: what the cutoff analyses and leaderboards will show about each. */
export function ModelTable({ models }: { models: ModelDto[] }) {
  if (models.length === 0)
    return (
      <p className="text-sm text-gray-700" data-testid="no-models">
        You have not registered a model yet.
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="model-table">
        <thead>
          <tr className="text-left">
            <th className="p-2">Name</th>
            <th className="p-2">Organisation</th>
            <th className="p-2 text-right">Params (B)</th>
            <th className="p-2">Weights</th>
            <th className="p-2">Declared cutoff</th>
            <th className="p-2">Estimated</th>
            <th className="p-2">Regime</th>
            <th className="p-2 text-right">Cost / run</th>
            <th className="p-2 text-right">Submissions</th>
          </tr>
        </thead>
        <tbody>
          {models.map((m) => (
            <tr key={m.id} className="border-t" data-testid={`model-${m.name}`}>
              <td className="p-2">
                <TextLink href={`/models/${m.id}`}>{m.name}</TextLink>
              </td>
              <td className="p-2">{m.organisation}</td>
              <td className="p-2 text-right">{m.parameterCountB ?? "—"}</td>
              <td className="p-2">{m.openWeights ? "open" : "closed"}</td>
              <td className="p-2" title={`Source: ${m.cutoffSource}`}>
                {m.declaredCutoff}
              </td>
              <td className="p-2">{m.estimatedCutoff ?? "—"}</td>
              <td className="p-2">{REGIME_LABELS[m.regime]}</td>
              <td className="p-2 text-right">{formatUsd(m.costPerRunUsd)}</td>
              <td className="p-2 text-right">{m.submissionCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
