// Every view that computes numbers from gold must disclose them through lib/disclosure: a module
// that reads stored scores or per-claim results, or computes metrics from them, either
// imports lib/disclosure or is one of the internal steps listed here (each with why its output
// never reaches a viewer before a disclosing view has passed it through lib/disclosure).
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
  /\b(resultJson|loadSubmissionRecords|loadSplitEntries|loadSplitGold|decodeClaimInstances|scoreRecords|buildBoard|assembleLeaderboard|buildViews|compareSubsets|comparePaired|sampleMetric|readBoardSnapshot|computeDifficulty|computeBoardDifficulty|pairwiseTiers)\b/;

const INTERNAL: Record<string, string> = {
  "lib/server/leaderboards/board-data.ts":
    "loads gold and records for get-leaderboard and compare-models, which disclose, and the split results and baselines composed boards read (disclosed on hidden splits)",
  "lib/server/leaderboards/board-cache.ts":
    "keeps, stores and reads tables before disclosure (exact on hidden splits) for get-leaderboard, which discloses after reading",
  "lib/server/leaderboards/board-lookups.ts":
    "exact headlines only choose representatives inside disclosing views",
  "lib/server/contamination/load-split-entries.ts":
    "loads records for the contamination views, which disclose",
  "lib/server/disclosure/backfill-score-disclosures.ts": "stores Ladder decisions; shows nothing",
  "lib/server/scoring/run-scoring-task.ts":
    "scores a file in a worker thread for score-submission-job, which stores it, and computes board tables for get-leaderboard, which discloses them; shows nothing",
};

describe("hidden-split numbers pass through lib/disclosure", () => {
  it("every module computing numbers from gold discloses them, or is an internal step", () => {
    const candidates = [...files("lib/server"), ...files("app"), ...files("components")].filter((p) =>
      GOLD_NUMBERS.test(code(p)),
    );
    expect(candidates.length).toBeGreaterThan(8);
    const bypassing = candidates.filter(
      (p) => !(p in INTERNAL) && !code(p).includes('from "@/lib/disclosure/'),
    );
    expect(bypassing).toEqual([]);
    // The list stays true: every internal step still exists and still matches.
    for (const p of Object.keys(INTERNAL)) expect(candidates).toContain(p);
  });
});

/**
 * Calls that read exact per-claim results or gold. On a hidden split, for anyone but the
 * benchmark's maintainers, a view may compute only from what the Ladder disclosed
 * (docs/SECURITY.md, "The composition rule"), so every view that makes such a call must first
 * branch away for that viewer: its `guard` must come before the first call in its source.
 * Internal steps (`guard: null`) never serve a viewer who may not see exact values.
 */
const EXACT_READS =
  /\b(loadSplitEntries|loadSubmissionRecords|loadSubmissionColumns|loadSplitGold|loadScoringBenchmark|toEntry|mergeSplits|computePairedRow|exactPair|compareOnSplit)\(/;

const EXACT_READERS: Record<string, { guard: RegExp | null; why: string }> = {
  "lib/server/leaderboards/compute-exact-board.ts": {
    guard: /if \(!policy\.exact\) throw/,
    why: "get-leaderboard composes the board of everyone else from disclosures (get-composed-board.ts); this path refuses them before any exact read",
  },
  "lib/server/leaderboards/compare-models.ts": {
    guard: /if \(isHidden\) \{\s*part = disclosedPair\(/,
    why: "hidden splits are compared from their two disclosed results; exact rows only for public splits or maintainers",
  },
  "lib/server/contamination/get-controlled-ranking.ts": {
    guard: /if \(!policy\.exact\)\s*return/,
    why: "others get no controlled ranking on a hidden split",
  },
  "lib/server/contamination/get-model-contamination.ts": {
    guard: /if \(!policy\.exact\) \{[\s\S]{0,300}?continue;/,
    why: "others get no flagged-vs-unflagged comparison on a hidden split",
  },
  "lib/server/leaderboards/board-data.ts": {
    guard: null,
    why: "the loaders (gold, records), and the platform's fixed baselines, disclosed per hidden split at its step (no participant chooses them)",
  },
  "lib/server/leaderboards/compute-paired-row.ts": {
    guard: null,
    why: "the exact row for compare-models' exact path",
  },
  "lib/server/leaderboards/compare-pool.ts": {
    guard: null,
    why: "pools compare-models' rows: the exact bootstrap only over public parts, disclosures for hidden ones",
  },
  "lib/server/contamination/load-split-entries.ts": { guard: null, why: "a loader" },
  "lib/server/scoring/load-scoring-benchmark.ts": {
    guard: null,
    why: "a loader, and the splits an upload is checked against (claim ids and layout; no number is computed)",
  },
  "lib/server/submissions/score-submission-job.ts": { guard: null, why: "scores a file; shows nothing" },
  "lib/server/evaluations/submit-evaluation.ts": {
    guard: null,
    why: "checks an evaluation's own prediction file as an upload is checked; no number is computed",
  },
  "lib/server/disclosure/write-retired-split-files.ts": {
    guard: null,
    why: "writes a retired split's labels, which are public from then on",
  },
};

describe("views on hidden splits compute from disclosed values only", () => {
  it("every view that reads exact per-claim data branches away first for viewers without exact access", () => {
    const readers = [...files("lib/server"), ...files("app"), ...files("components")].filter((p) =>
      EXACT_READS.test(code(p)),
    );
    expect(readers.filter((p) => !(p in EXACT_READERS))).toEqual([]);
    for (const [p, { guard }] of Object.entries(EXACT_READERS)) {
      expect(readers, `${p} no longer reads exact data: drop it from the list`).toContain(p);
      if (!guard) continue;
      const source = code(p);
      const guardAt = source.search(guard);
      const firstRead = source.search(EXACT_READS);
      expect(guardAt, `${p}: its guard is gone`).toBeGreaterThanOrEqual(0);
      expect(guardAt, `${p}: reads exact data before its guard`).toBeLessThan(firstRead);
    }
  });
});

/**
 * A board's difficulties, adjusted gaps and tiers are computed with its exact table (DOMAIN.md
 * §9): every module that reads them from a board result must branch away first for a viewer
 * without exact access (the board's own release says which), or read only what
 * discloseLeaderboard left (it drops them for such a viewer).
 */
const DIFFICULTY_READS = /\b(board|result|table)\.(difficulty|pairwise)\b/;
const DIFFICULTY_READERS: Record<string, { guard: RegExp | null; why: string }> = {
  "lib/server/leaderboards/get-board-difficulty.ts": {
    guard: /if \(!board\.release\.exact\) return/,
    why: "answers only the reason on a selection the viewer may not see exactly, then per-claim values of public-label splits only",
  },
  "components/leaderboard/tier-note.tsx": {
    guard: null,
    why: "reads result.pairwise of a disclosed board (absent where withheld)",
  },
};

describe("difficulties and tiers pass through the disclosure rule", () => {
  it("every module reading a board's difficulty or pairwise p-values is listed and guards first", () => {
    const readers = [...files("lib/server"), ...files("app"), ...files("components")].filter((p) =>
      DIFFICULTY_READS.test(code(p)),
    );
    expect(readers.filter((p) => !(p in DIFFICULTY_READERS))).toEqual([]);
    for (const [p, { guard }] of Object.entries(DIFFICULTY_READERS)) {
      expect(readers, `${p} no longer reads them: drop it from the list`).toContain(p);
      if (!guard) continue;
      const source = code(p);
      expect(source.search(guard), `${p}: its guard is gone`).toBeGreaterThanOrEqual(0);
      expect(source.search(guard), `${p}: reads them before its guard`).toBeLessThan(
        source.search(DIFFICULTY_READS),
      );
    }
  });
});
