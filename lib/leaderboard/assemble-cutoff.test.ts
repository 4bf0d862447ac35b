import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discloseLeaderboard } from "@/lib/disclosure/disclose-board";
import { leaderboardQuerySchema } from "@/lib/schemas/leaderboard";
import type { InstanceRecord, ScoringBenchmark } from "@/lib/scoring/types";
import { assembleLeaderboard, type AssembleInput } from "./assemble-leaderboard";

// The sharp verdict case of tests/fixtures/cutoff/make_cutoff.py: error 0/1 per claim,
// rising after 2024-06-30 (the NumPy reference puts the change point there, interval
// [2024-06-30, 2024-06-30]).
const fixture = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../tests/fixtures/cutoff/cutoff.json"), "utf8"),
) as { cases: { name: string; points: [string, number][] }[] };
const points = fixture.cases.find((c) => c.name === "verdict-sharp")!.points;
const claims = points.map(([date], i) => ({
  claimId: `c${i}`,
  claimDate: date,
  media: [],
  evidence: [],
  gold: { label: "True" },
}));
const scoring: ScoringBenchmark = {
  track: "verdict",
  labels: ["True", "False"],
  slices: [],
  modes: [],
  factCheckDomains: [],
  claims,
};
const records: InstanceRecord[] = points.map(([, error], i) => ({
  claimId: `c${i}`,
  slice: null,
  variant: "original",
  label: error === 0 ? "True" : "False",
  score: null,
  parsed: true,
  missing: false,
  cited: false,
  leaked: false,
  correct: error === 0,
}));

function input(
  cutoff: "declared" | "estimated",
  declared: string,
  hiddenLabels = false,
  period: "quarter" | "month" = "quarter",
): AssembleInput {
  const query = { ...leaderboardQuerySchema.parse({ cutoff }), splits: ["all"] };
  return {
    benchmark: {
      slug: "s",
      title: "S",
      track: "verdict",
      period,
      isDemo: false,
      splits: [],
      slices: [],
      modes: [],
    },
    scoring,
    query,
    representative: "best",
    seed: 0,
    notes: [],
    hiddenLabels,
    entries: [
      {
        entryId: "m",
        modelId: "m",
        model: "M",
        organisation: "O",
        openWeights: true,
        parameterCount: null,
        cutoff: declared,
        declaredCutoff: declared,
        regime: "closed_book",
        submittedAt: "",
        submissionIds: [],
        costPerRun: null,
        badges: [],
        records,
      },
    ],
  };
}

describe("knowledge-cutoff estimate on the board", () => {
  it("shows the change point beside the declared cutoff and flags a contradicted one", () => {
    const row = assembleLeaderboard(input("declared", "2023-12-31")).rows.find((r) => r.entryId === "m")!;
    expect(row.cutoff).toBe("2023-12-31");
    expect(row.declaredCutoff).toBe("2023-12-31");
    expect(row.estimatedCutoff).toMatchObject({
      cutoff: "2024-06-30",
      low: "2024-06-30",
      high: "2024-06-30",
      granularity: "month",
      contradicted: true,
    });
    const agrees = assembleLeaderboard(input("declared", "2024-06-10")).rows.find((r) => r.entryId === "m")!;
    expect(agrees.estimatedCutoff?.contradicted).toBe(false);
  });

  it("uses the estimate as the cutoff when the board asks for estimated cutoffs", () => {
    const board = assembleLeaderboard(input("estimated", "2023-12-31"));
    expect(board.rows.find((r) => r.entryId === "m")!.cutoff).toBe("2024-06-30");
    expect(board.notes.some((n) => n.startsWith("Estimated cutoffs"))).toBe(true);
  });

  it("on hidden splits: whole quarters only, released through lib/disclosure", () => {
    const hidden = { exact: false, stepOverride: null } as const;
    const board = assembleLeaderboard(input("declared", "2023-12-31", true));
    const row = board.rows.find((r) => r.entryId === "m")!;
    expect(row.estimatedCutoff?.granularity).toBe("quarter");
    expect(row.estimatedCutoff?.cutoff).toBe("2024-06-30");
    expect(
      discloseLeaderboard(hidden, board).rows.find((r) => r.entryId === "m")!.estimatedCutoff,
    ).toMatchObject({ cutoff: "2024-06-30" });
    // A month-granular estimate never reaches a non-maintainer on hidden splits.
    const monthly = assembleLeaderboard(input("declared", "2023-12-31"));
    expect(
      discloseLeaderboard(hidden, monthly).rows.find((r) => r.entryId === "m")!.estimatedCutoff,
    ).toBeNull();
  });

  it("on hidden splits of a monthly benchmark: whole months, which are whole splits, are released", () => {
    const hidden = { exact: false, stepOverride: null } as const;
    const board = assembleLeaderboard(input("declared", "2023-12-31", true, "month"));
    expect(board.rows.find((r) => r.entryId === "m")!.estimatedCutoff?.granularity).toBe("month");
    expect(
      discloseLeaderboard(hidden, board).rows.find((r) => r.entryId === "m")!.estimatedCutoff,
    ).toMatchObject({ cutoff: "2024-06-30", granularity: "month" });
  });
});
