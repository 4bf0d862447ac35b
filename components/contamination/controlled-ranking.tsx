import Link from "next/link";
import type { ControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";
import { metricLabel } from "@/lib/scoring/metrics";
import { RankingTable } from "./ranking-table";
import { SubsetRanking } from "./subset-ranking";

/**
 * Public models ranked on one split; with `isControlled`, also on the contamination-
 * controlled set, with n, its label counts (dev splits only) and each model's Δrank.
 * The switch is a link, so it works without JavaScript and the state is in the URL.
 */
export function ControlledRankingView({
  ranking,
  isControlled,
  toggleHref,
  slug,
}: {
  ranking: ControlledRanking;
  isControlled: boolean;
  toggleHref: string;
  slug: string;
}) {
  const rankingLabel = metricLabel(ranking.metric);
  const { set } = ranking;
  const labelTotal = ranking.labelCounts ? Object.values(ranking.labelCounts).reduce((a, b) => a + b, 0) : 0;
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">
          Ranking{ranking.split ? ` on ${ranking.split.name}` : ""} by {rankingLabel}
          {ranking.isLowerBetter ? " (lower is better)" : ""}
        </h2>
        <Link
          href={toggleHref}
          role="switch"
          aria-checked={isControlled}
          className={`flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${isControlled ? "border-blue-700 bg-blue-700 text-white" : "border-gray-300 bg-white"}`}
        >
          <span
            aria-hidden
            className={`inline-block h-3 w-3 rounded-full ${isControlled ? "bg-white" : "bg-gray-400"}`}
          />
          Contamination-controlled
        </Link>
      </div>
      {isControlled && (
        <div className="rounded border border-blue-200 bg-blue-50 p-3 text-sm" data-testid="controlled-set">
          <p>
            <strong data-testid="controlled-n">n = {set.n}</strong> of {set.total} claims are uncontaminated
            for every selected model ({set.modelIds.length}) under every selected metric (
            {set.metrics.map((m) => `${metricLabel(m)} τ = ${set.tau[m]}`).join(", ") || "none"}). Left out:{" "}
            {set.contaminated} flagged, {set.unassessed} not assessed (no oracle evidence or no uploaded
            evidence for some model).
          </p>
          {ranking.labelCounts ? (
            <p>
              Labels in the set:{" "}
              {Object.entries(ranking.labelCounts)
                .map(([k, v]) => `${k} ${v} (${((100 * v) / Math.max(1, labelTotal)).toFixed(0)}%)`)
                .join(" · ") || "—"}
            </p>
          ) : (
            <p>
              Label distribution not shown: this split&apos;s labels are hidden, and comparing sets for two
              selections would reveal single labels.
            </p>
          )}
          {set.n < 100 && (
            <p className="text-amber-800">Fewer than 100 claims: ranks on this set are uncertain.</p>
          )}
          {ranking.note && <p className="text-amber-800">{ranking.note}</p>}
        </div>
      )}
      {ranking.rows.length === 0 ? (
        <p className="text-sm text-gray-700">No public scored submissions on this benchmark yet.</p>
      ) : (
        <div className="space-y-2">
          <RankingTable
            ranking={ranking}
            isControlled={isControlled}
            slug={slug}
            rankingLabel={rankingLabel}
          />
          {isControlled && (
            <p className="text-xs text-gray-700">
              Δrank = rank on the controlled set − rank on all claims: negative means the model moves up once
              contaminated claims are removed.
            </p>
          )}
        </div>
      )}
      {isControlled && ranking.rows.length > 0 && <SubsetRanking ranking={ranking} />}
    </section>
  );
}
