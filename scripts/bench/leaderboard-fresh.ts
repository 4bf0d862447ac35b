// For the bench: stores a new scored public submission (a copy of an existing one's results
// under a new model) the way the scoring job does, and returns the new model's name.
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db";
import { insertRows } from "@/lib/server/db-insert-rows";

export async function storeFreshSubmission(db: Db, slug: string, splitName: string): Promise<string> {
  const source = await db.submission.findFirstOrThrow({
    where: { benchmark: { slug }, split: { name: splitName }, status: "scored" },
    select: { userId: true, benchmarkId: true, splitId: true, scores: { take: 1, select: { labelVersionId: true, resultJson: true } }, results: { select: { claimId: true, labelVersionId: true, instancesJson: true } } },
  });
  const name = `fresh-${randomUUID().slice(0, 8)}`;
  const model = await db.modelEntry.create({ data: { ownerId: source.userId, name, organisation: "Fresh", declaredCutoff: new Date("2020-01-01"), cutoffSource: "bench", regime: "closed_book" } });
  const id = randomUUID();
  await db.submission.create({ data: { id, userId: source.userId, benchmarkId: source.benchmarkId, splitId: source.splitId, modelId: model.id, regime: "closed_book", isPublic: true, status: "scored", scoredAt: new Date(), filePath: "-", fileName: "fresh.jsonl", format: "jsonl", fileSha256: "-", fileBytes: 0 } });
  await db.$transaction(async (tx) => {
    await insertRows(tx, "ClaimResult", ["id", "submissionId", "claimId", "labelVersionId", "instancesJson"], source.results.map((r) => [randomUUID(), id, r.claimId, r.labelVersionId, r.instancesJson]));
    const score = source.scores[0]!;
    await tx.score.create({ data: { submissionId: id, labelVersionId: score.labelVersionId, scorerVersion: "bench", resultJson: score.resultJson } });
  });
  return name;
}
