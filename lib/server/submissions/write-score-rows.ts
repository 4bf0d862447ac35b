import "server-only";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db";
import { insertRows } from "@/lib/server/db-insert-rows";
import type { LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";

/**
 * Writes a submission's per-claim rows (one per claim: its encoded instances) and its score
 * for the split's label version, in `tx`; returns the score's id. The scoring job and the
 * bench seeds store scores through this one path, so both hold the same rows.
 */
export async function writeScoreRows(
  tx: Tx,
  input: {
    submissionId: string;
    split: Pick<LoadedSplit, "claimRowIds" | "labelVersionId">;
    /** External claim id → its encoded instances (encodeClaimInstances). */
    claimInstances: Iterable<readonly [string, string]>;
    result: unknown;
    scorerVersion: string;
  },
): Promise<string> {
  const { submissionId, split } = input;
  await insertRows(
    tx,
    "ClaimResult",
    ["id", "submissionId", "claimId", "labelVersionId", "instancesJson"],
    [...input.claimInstances].map(([claimId, json]) => [
      randomUUID(),
      submissionId,
      split.claimRowIds.get(claimId) ?? "",
      split.labelVersionId,
      json,
    ]),
  );
  const score = await tx.score.create({
    data: {
      submissionId,
      labelVersionId: split.labelVersionId,
      scorerVersion: input.scorerVersion,
      resultJson: JSON.stringify(input.result),
    },
    select: { id: true },
  });
  return score.id;
}
