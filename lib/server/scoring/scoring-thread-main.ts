// Entry of a scoring thread (worker_threads): reads, validates and scores prediction files
// off the thread that serves requests, and computes board tables on the board thread.
// Started by run-scoring-task.ts; one task at a time.
import { parentPort } from "node:worker_threads";
import { ScoringInputError } from "@/lib/scoring/issues";
import { scoreRecords } from "@/lib/scoring/score-records";
import { encodeClaimInstances } from "@/lib/scoring/stored-instances";
import {
  checkPredictionFileBySplit,
  readPredictionFile,
} from "@/lib/server/submissions/read-prediction-file";
import type { ScoringOutcome, ScoringTask } from "./scoring-task";

async function run(task: ScoringTask): Promise<ScoringOutcome> {
  try {
    if (task.kind === "board") {
      // Loaded on the first board only: scoring threads never need the board code.
      const { assembleLeaderboard } = await import("@/lib/leaderboard/assemble-leaderboard");
      const { toAssembleInput } = await import("@/lib/leaderboard/entry-from-columns");
      return { ok: true, board: assembleLeaderboard(toAssembleInput(task.input)) };
    }
    if (task.kind === "check") return { ok: true, splits: await checkPredictionFileBySplit(task.file, task) };
    const records = await readPredictionFile(task.file, task);
    const result = scoreRecords(task.benchmark, records, task.bootstrap ? { bootstrap: task.bootstrap } : {});
    return {
      ok: true,
      instances: records.length,
      score: { result, claimInstances: [...encodeClaimInstances(records)] },
    };
  } catch (err) {
    if (err instanceof ScoringInputError) return { ok: false, issues: err.issues, more: err.more };
    return { ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}

parentPort?.on("message", (message: { id: number; task: ScoringTask }) => {
  void run(message.task).then((outcome) => parentPort?.postMessage({ id: message.id, outcome }));
});
