// The inputs of a board computation that read per-claim data: the merged gold of the chosen
// splits and each entry's records. Loaded only when a table is computed or a view reads
// records, never to serve a stored table.
import "server-only";
import { DEMO_ORGANISATION } from "@/lib/vocabulary";
import type { ColumnEntry } from "@/lib/leaderboard/entry-from-columns";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import type { ControlledClaimSet } from "@/lib/server/contamination/get-controlled-claim-set";
import type { BoardSubmission } from "./board-lookups";
import { loadSplitGold } from "./load-split-gold";
import { loadSubmissionColumns } from "./load-submission-columns";

/** The chosen splits' claims that are in the controlled set (its size was checked in the window: a small set on hidden splits would let two selections be compared claim by claim). */
export function restrictToControlled(scoring: ScoringBenchmark, set: ControlledClaimSet): ScoringBenchmark {
  const keep = new Set(set.claimIds);
  return { ...scoring, claims: scoring.claims.filter((c) => keep.has(c.claimId)) };
}

export async function mergeSplits(splitIds: string[], labelVersionId: string): Promise<ScoringBenchmark> {
  const loaded = await Promise.all(splitIds.map((id) => loadSplitGold(id, labelVersionId)));
  const first = loaded[0]!.benchmark;
  return { ...first, claims: loaded.flatMap((l) => l.benchmark.claims) };
}

/** Who an entry is (its model card and representative submissions), without any record. */
export function entryFacts(entryId: string, subs: BoardSubmission[], cutoffKind: "declared" | "estimated") {
  const m = subs[0]!.model;
  return {
    entryId,
    modelId: m.id,
    model: m.name,
    organisation: m.organisation,
    openWeights: m.openWeights,
    parameterCount: m.parameterCount,
    cutoff: cutoffKind === "estimated" ? (m.estimatedCutoff ?? m.declaredCutoff) : m.declaredCutoff,
    declaredCutoff: m.declaredCutoff,
    regime: subs[0]!.regime,
    submittedAt:
      subs
        .map((s) => s.createdAt)
        .sort()
        .at(-1) ?? "",
    submissionIds: subs.map((s) => s.id),
    costPerRun: m.costPerRun,
    badges: [
      ...(subs.some((s) => s.isVerified) ? ["verified"] : []),
      ...(m.organisation === DEMO_ORGANISATION ? ["demo"] : []),
      ...(subs.length > 0 && subs.every((s) => s.isLiveCheckRun) ? ["livecheck"] : []),
    ],
  };
}

export async function toEntry(
  entryId: string,
  subs: BoardSubmission[],
  cutoffKind: "declared" | "estimated",
): Promise<ColumnEntry> {
  const columns = await Promise.all(subs.map((s) => loadSubmissionColumns(s, s.labelVersionId)));
  return { facts: entryFacts(entryId, subs, cutoffKind), columns };
}
