// Stores a benchmark run's results the way the scoring job does, under a throwaway submission.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { writeScoreRows } from "@/lib/server/submissions/score-submission-job";
import { encodeClaimInstances } from "@/lib/scoring/stored-instances";
import type { InstanceRecord } from "@/lib/scoring/types";
import type { ScoreResult } from "@/lib/scoring/score-records";
import type { LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";
import { createBenchModel, placeholderFile } from "./seed-rows";

export async function storeScore(
  loaded: LoadedSplit,
  splitId: string,
  records: InstanceRecord[],
  result: ScoreResult,
): Promise<void> {
  const split = await db.split.findUniqueOrThrow({ where: { id: splitId }, select: { benchmarkId: true } });
  const user = await db.user.upsert({
    where: { email: "bench@livecheck.local" },
    update: {},
    create: { email: "bench@livecheck.local", name: "Bench" },
    select: { id: true },
  });
  const modelId = await createBenchModel(db, {
    ownerId: user.id,
    name: `bench-${randomUUID()}`,
    organisation: "bench",
    declaredCutoff: "2024-01-01",
  });
  const submissionId = randomUUID();
  await db.submission.create({
    data: {
      id: submissionId,
      userId: user.id,
      benchmarkId: split.benchmarkId,
      splitId,
      modelId,
      regime: "closed_book",
      ...placeholderFile("bench.jsonl"),
    },
  });
  await db.$transaction(
    async (tx) => {
      await writeScoreRows(tx, {
        submissionId,
        split: loaded,
        claimInstances: encodeClaimInstances(records),
        result,
        scorerVersion: "bench",
      });
    },
    { timeout: 120_000 },
  );
}
