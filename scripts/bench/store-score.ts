// Stores a benchmark run's results the way the scoring job does, under a throwaway submission.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { writeScoreRows } from "@/lib/server/submissions/write-score-rows";
import { encodeClaimInstances } from "@/lib/scoring/stored-instances";
import type { InstanceRecord, ScoreResult } from "@/lib/scoring";
import type { LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";

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
  const model = await db.modelEntry.create({
    data: {
      ownerId: user.id,
      name: `bench-${randomUUID()}`,
      organisation: "bench",
      declaredCutoff: new Date("2024-01-01"),
      cutoffSource: "bench",
      regime: "closed_book",
    },
  });
  const submissionId = randomUUID();
  await db.submission.create({
    data: {
      id: submissionId,
      userId: user.id,
      benchmarkId: split.benchmarkId,
      splitId,
      modelId: model.id,
      regime: "closed_book",
      filePath: "-",
      fileName: "bench.jsonl",
      format: "jsonl",
      fileSha256: "-",
      fileBytes: 0,
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
