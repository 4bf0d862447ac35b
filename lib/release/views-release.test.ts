// Every view that computes numbers from gold must release them through lib/release: a module
// that reads stored scores or per-claim results, or computes metrics from them, either
// imports lib/release or is one of the internal steps listed here (each with why its output
// never reaches a viewer before a releasing view has passed it through lib/release).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    return statSync(p).isDirectory()
      ? files(p)
      : /\.tsx?$/.test(entry) && !entry.endsWith(".test.ts")
        ? [p]
        : [];
  });
}

/** Source without comments, so a mention in a comment is not a use. */
const code = (p: string) =>
  readFileSync(p, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/** Reading stored scores or per-claim results, or computing metrics from gold. */
const GOLD_NUMBERS =
  /\b(resultJson|loadSubmissionRecords|loadSplitEntries|loadSplitGold|decodeClaimInstances|scoreRecords|buildBoard|assembleLeaderboard|buildViews|compareSubsets|comparePaired|sampleMetric|readBoardSnapshot)\b/;

const INTERNAL: Record<string, string> = {
  "lib/server/leaderboards/load-submission-records.ts":
    "loads records for get-leaderboard and compare-models, which release",
  "lib/server/leaderboards/load-split-gold.ts":
    "loads gold for get-leaderboard and compare-models, which release",
  "lib/server/leaderboards/board-entries.ts": "loads gold and records for get-leaderboard, which releases",
  "lib/server/leaderboards/board-snapshots.ts":
    "stores and reads tables before release (exact on hidden splits) for get-leaderboard, which releases after reading",
  "lib/server/leaderboards/list-board-submissions.ts":
    "exact headlines only choose representatives inside releasing views",
  "lib/server/contamination/load-split-entries.ts":
    "loads records for the contamination views, which release",
  "lib/server/release/backfill-score-releases.ts": "stores Ladder decisions; shows nothing",
  "lib/server/submissions/write-score-rows.ts":
    "writes per-claim results and scores for score-submission-job (and the bench seeds); shows nothing",
  "lib/server/scoring/scoring-thread-main.ts":
    "scores a file in a worker thread for score-submission-job, which stores it, and computes board tables for get-leaderboard, which releases them; shows nothing",
  "lib/server/leaderboards/compute-board-table.ts":
    "computes a table before release (on the board thread or in line) for get-leaderboard, which releases it",
};

describe("hidden-split numbers pass through lib/release", () => {
  it("every module computing numbers from gold releases them, or is an internal step", () => {
    const candidates = [...files("lib/server"), ...files("app"), ...files("components")].filter((p) =>
      GOLD_NUMBERS.test(code(p)),
    );
    expect(candidates.length).toBeGreaterThan(8);
    const bypassing = candidates.filter((p) => !(p in INTERNAL) && !code(p).includes('from "@/lib/release/'));
    expect(bypassing).toEqual([]);
    // The list stays true: every internal step still exists and still matches.
    for (const p of Object.keys(INTERNAL)) expect(candidates).toContain(p);
  });
});
