// Where a board table is computed: on the board thread in an app server (so a board of
// seconds or minutes never holds up the requests it serves), in line elsewhere (the worker
// process, whose boards lane has nothing else to serve, and tests).
import "server-only";
import { assembleLeaderboard } from "@/lib/leaderboard/assemble-leaderboard";
import { toAssembleInput, type BoardTableInput } from "@/lib/leaderboard/entry-from-columns";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { runBoardTask } from "@/lib/server/scoring/run-scoring-task";
import { processSingleton } from "@/lib/process-singleton";

const state = processSingleton("livecheckBoardThread", () => ({ on: false }));

/**
 * Whether this process computes board tables on its board thread: the app server turns it
 * on at start (instrumentation.ts). Not the worker process: the columns would be copied to
 * the thread, and there the memory matters more than the thread it would free.
 */
export function setBoardThread(on: boolean): void {
  state.on = on;
}

export async function computeBoardTable(input: BoardTableInput): Promise<LeaderboardResult> {
  if (!state.on) return assembleLeaderboard(toAssembleInput(input));
  const outcome = await runBoardTask({ kind: "board", input });
  if ("board" in outcome) return outcome.board;
  throw new Error(
    `the board thread failed: ${"error" in outcome ? outcome.error : "no board in its answer"}`,
  );
}
