// For the bench: stores a new scored public submission (a copy of an existing one's results
// under a new model of a new participant) the way the scoring job does, Ladder decision
// included, and returns the new model's name.
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { scoreResultColumn } from "@/lib/schemas/stored-columns";
import { TRACKS } from "@/lib/vocabulary";
import { insertRows } from "@/lib/server/db-insert-rows";
import { decideScoreDisclosure } from "@/lib/server/disclosure/decide-score-disclosure";
import { createBenchModel, placeholderFile } from "./seed-rows";

export async function storeFreshSubmission(db: Db, slug: string, splitName: string): Promise<string> {
  const source = await db.submission.findFirstOrThrow({
    where: { benchmark: { slug }, split: { name: splitName }, status: "scored" },
    select: {
      benchmarkId: true,
      splitId: true,
      split: { select: { kind: true, embargoUntil: true, retiredAt: true } },
      benchmark: { select: { track: true, slicesJson: true, disclosureStep: true } },
      scores: { take: 1, select: { id: true, labelVersionId: true, resultJson: true } },
      results: { select: { claimId: true, labelVersionId: true, instancesJson: true } },
    },
  });
  const name = `fresh-${randomUUID().slice(0, 8)}`;
  const owner = await db.user.create({
    data: { email: `${name}@example.org`, name: `Fresh ${name}` },
    select: { id: true },
  });
  const modelId = await createBenchModel(db, {
    ownerId: owner.id,
    name,
    organisation: "Fresh",
    declaredCutoff: "2020-01-01",
  });
  const id = randomUUID();
  await db.submission.create({
    data: {
      id,
      userId: owner.id,
      benchmarkId: source.benchmarkId,
      splitId: source.splitId,
      modelId,
      regime: "closed_book",
      isPublic: true,
      status: "scored",
      scoredAt: new Date(),
      ...placeholderFile("fresh.jsonl"),
    },
  });
  await db.$transaction(async (tx) => {
    await insertRows(
      tx,
      "ClaimResult",
      ["id", "submissionId", "claimId", "labelVersionId", "instancesJson"],
      source.results.map((r) => [randomUUID(), id, r.claimId, r.labelVersionId, r.instancesJson]),
    );
    const stored = source.scores[0]!;
    const score = await tx.score.create({
      data: {
        submissionId: id,
        labelVersionId: stored.labelVersionId,
        scorerVersion: "bench",
        resultJson: stored.resultJson,
      },
      select: { id: true },
    });
    if (isHiddenSplit(source.split)) {
      const { track, slicesJson, disclosureStep } = source.benchmark;
      await decideScoreDisclosure(tx, {
        scoreId: score.id,
        submissionId: id,
        userId: owner.id,
        splitId: source.splitId,
        labelVersionId: stored.labelVersionId,
        result: decodeJsonColumn(scoreResultColumn, stored.resultJson, {
          table: "Score",
          id: stored.id,
          column: "resultJson",
        }),
        benchmark: {
          track: decodeEnumColumn(TRACKS, track, {
            table: "Benchmark",
            id: source.benchmarkId,
            column: "track",
          }),
          isSliced: slicesJson !== "[]",
          disclosureStep,
        },
      });
    }
  });
  return name;
}
