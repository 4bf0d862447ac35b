import { describe, expect, it } from "vitest";
import { leaderboardCsv } from "./leaderboard-csv";
import { oneSplitVerdictBenchmark } from "@/tests/support/test-board";
import type { LeaderboardResult, ModelCurve } from "./types";

const point = (x: number, label: string) => ({
  x,
  label,
  n: 40,
  value: 0.5,
  interval: [0.4, 0.6] as [number, number],
});
const curve: ModelCurve = {
  entryId: "e1",
  model: "=Model",
  cutoff: "2024-06-30",
  cutoffPeriod: "2024Q2",
  points: [point(-5, "-5"), point(0, "0"), point(2, "+2")],
};

function result(view: "cutoff" | "longitudinal" | "table"): LeaderboardResult {
  return {
    benchmark: oneSplitVerdictBenchmark("b"),
    query: {
      splits: ["2025Q1"],
      metric: "macro_f1",
      mode: "classification",
      regime: "all",
      buffer: 0,
      cutoff: "declared",
      view,
      format: "csv",
      controlled: "0",
    },
    metrics: ["macro_f1"],
    primaryMetric: "macro_f1",
    lowerIsBetter: false,
    n: 40,
    isSmallWindow: true,
    bootstrap: { b: 1000, seed: 0 },
    representative: "best",
    notes: [],
    selectedEntries: ["e1"],
    release: { exact: true, step: null, stepOverride: null },
    rows: [
      {
        entryId: "e1",
        modelId: "m1",
        model: "-Model",
        organisation: "@org",
        openWeights: true,
        parameterCount: 7,
        cutoff: "2024-06-30",
        declaredCutoff: "2024-06-30",
        estimatedCutoff: null,
        regime: "closed_book",
        status: "ranked",
        rank: 1,
        rankLow: 1,
        rankHigh: 2,
        isTopTier: true,
        n: 40,
        missing: 0,
        metrics: { macro_f1: { value: -0.25, low: -0.5, high: 0.1 } },
        submittedAt: "2025-01-02T03:04:05.000Z",
        submissionIds: ["s1"],
        costPerRun: null,
        badges: [],
      },
    ],
    ...(view === "cutoff"
      ? { curves: [curve] }
      : view === "longitudinal"
        ? { curves: [{ ...curve, points: [point(8096, "2024Q1"), point(8097, "2024Q2")] }] }
        : {}),
  };
}

const cells = (csv: string) =>
  csv
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));

describe("leaderboard CSV", () => {
  it("writes the cutoff curve's relative quarter as a number, not guarded text", () => {
    const rows = cells(leaderboardCsv(result("cutoff")));
    expect(rows[0]).toEqual(["model", "cutoff", "relative_quarter", "n", "macro_f1", "ci_low", "ci_high"]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(["-5", "0", "2"]);
    // The model name is text and starts like a formula: guarded.
    expect(rows[1]?.[0]).toBe("'=Model");
  });

  it("keeps quarter names on the longitudinal curve", () => {
    const rows = cells(leaderboardCsv(result("longitudinal")));
    expect(rows[0]?.[2]).toBe("quarter");
    expect(rows.slice(1).map((r) => r[2])).toEqual(["2024Q1", "2024Q2"]);
  });

  it("names the columns by month on a monthly benchmark", () => {
    const monthly = (view: "cutoff" | "longitudinal") => {
      const r = result(view);
      return { ...r, benchmark: { ...r.benchmark, period: "month" as const } };
    };
    expect(cells(leaderboardCsv(monthly("cutoff")))[0]).toEqual([
      "model",
      "cutoff",
      "relative_month",
      "n",
      "macro_f1",
      "ci_low",
      "ci_high",
    ]);
    expect(cells(leaderboardCsv(monthly("longitudinal")))[0]?.[2]).toBe("month");
  });

  it("leaves every numeric cell of the table plain, negative ones included, and guards text only", () => {
    const [header, row] = cells(leaderboardCsv(result("table")));
    const at = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect([at("macro_f1"), at("macro_f1_ci_low"), at("macro_f1_ci_high"), at("rank"), at("n")]).toEqual([
      "-0.25",
      "-0.5",
      "0.1",
      "1",
      "40",
    ]);
    expect([at("model"), at("organisation")]).toEqual(["'-Model", "'@org"]);
  });
});
