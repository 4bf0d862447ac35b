import { describe, expect, it } from "vitest";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { integrityBenchmark, row } from "@/tests/support/scoring-cases";
import { cutoffAlignedCurve, longitudinalCurve } from "./grouped-curve";
import { comparePrePost, splitPrePost } from "./pre-post";

// 40 claims per quarter in 2024Q3..2025Q2; the model errs on every claim after 2024-12-31.
const dates = ["2024-08-15", "2024-11-15", "2025-02-15", "2025-05-15"];
const golds = Array.from({ length: 160 }, (_, i) => (i % 2 === 0 ? 1 : -1));
const benchmark = integrityBenchmark(golds);
benchmark.claims.forEach((c, i) => (c.claimDate = dates[Math.floor(i / 40)]!));
const records = buildInstanceRecords(
  benchmark,
  golds.map((g, i) => row({ claimId: `c${i}`, score: i >= 80 ? 0 : g })),
  { file: "p" },
);
const options = { metric: "mse", b: 200, seed: 1, period: "quarter" as const };

describe("cutoff-aligned and longitudinal curves", () => {
  it("groups claims by quarter relative to the cutoff, with n and an interval", () => {
    const curve = cutoffAlignedCurve(benchmark, records, benchmark.claims, "2024-12-31", options);
    expect(curve.map((p) => [p.label, p.n, p.value])).toEqual([
      ["-1", 40, 0],
      ["0", 40, 0],
      ["+1", 40, 1],
      ["+2", 40, 1],
    ]);
    expect(curve[2]!.interval).toEqual([1, 1]);
  });

  it("labels calendar quarters and skips quarters without claims", () => {
    const curve = longitudinalCurve(
      benchmark,
      records,
      benchmark.claims.filter((c) => c.claimDate !== "2024-11-15"),
      options,
    );
    expect(curve.map((p) => p.label)).toEqual(["2024Q3", "2025Q1", "2025Q2"]);
  });

  it("compares pre- and post-cutoff claims with an interval for the difference", () => {
    const result = comparePrePost(benchmark, records, benchmark.claims, "2024-12-31", {
      ...options,
      bufferDays: 0,
    });
    expect(result.pre).toMatchObject({ n: 80, value: 0 });
    expect(result.post).toMatchObject({ n: 80, value: 1 });
    expect(result.difference).toBe(1);
    expect(result.differenceInterval).toEqual([1, 1]);
    const buffered = comparePrePost(benchmark, records, benchmark.claims, "2024-12-31", {
      ...options,
      bufferDays: 60,
    });
    expect(buffered.pre.n).toBe(120);
    expect(buffered).toMatchObject({ rule: "date", excluded: 0 });
  });

  it("compares whole quarters only on hidden splits, leaving out the quarter of cutoff + buffer", () => {
    // cutoff + buffer = 2025-03-01, inside 2025Q1: 2024Q3-Q4 pre, 2025Q2 post, 2025Q1 left out.
    const quarters = comparePrePost(benchmark, records, benchmark.claims, "2024-12-31", {
      ...options,
      bufferDays: 60,
      wholePeriods: "quarter",
    });
    expect(quarters).toMatchObject({
      rule: "quarter",
      excluded: 40,
      pre: { n: 80, value: 0 },
      post: { n: 40, value: 1 },
    });
    // A cutoff on a quarter's last day keeps that quarter on the pre side; nothing is left out.
    const aligned = comparePrePost(benchmark, records, benchmark.claims, "2024-12-31", {
      ...options,
      bufferDays: 0,
      wholePeriods: "quarter",
    });
    expect(aligned).toMatchObject({ rule: "quarter", excluded: 0, pre: { n: 80 }, post: { n: 80 } });
  });

  it("splits by quarter so that moving cutoff + buffer by a day inside a quarter changes nothing", () => {
    const claims = [
      { claimId: "a", claimDate: "2025-01-05" },
      { claimId: "b", claimDate: "2025-02-10" },
      { claimId: "c", claimDate: "2025-04-01" },
      { claimId: "d", claimDate: "2025-07-20" },
      { claimId: "e", claimDate: "2024-12-31" },
    ];
    const day1 = splitPrePost(claims, "2025-02-09", "quarter");
    const day2 = splitPrePost(claims, "2025-02-10", "quarter");
    expect(day1).toEqual({ preIds: ["e"], postIds: ["c", "d"], excluded: 2 });
    expect(day2).toEqual(day1);
    expect(splitPrePost(claims, "2025-03-31", "quarter")).toEqual({
      preIds: ["a", "b", "e"],
      postIds: ["c", "d"],
      excluded: 0,
    });
    expect(splitPrePost(claims, "2025-04-01", "quarter")).toEqual({
      preIds: ["a", "b", "e"],
      postIds: ["d"],
      excluded: 1,
    });
    // Public dev splits keep the exact date rule (DOMAIN.md §3).
    expect(splitPrePost(claims, "2025-02-09", null)).toEqual({
      preIds: ["a", "e"],
      postIds: ["b", "c", "d"],
      excluded: 0,
    });
  });

  it("never groups curve points finer than the benchmark's period", () => {
    const claims = benchmark.claims.map((c, i) => ({
      ...c,
      claimDate: `2025-0${1 + (i % 3)}-${String(1 + (i % 28)).padStart(2, "0")}`,
    }));
    expect(longitudinalCurve(benchmark, records, claims, options).map((p) => [p.label, p.n])).toEqual([
      ["2025Q1", 160],
    ]);
    expect(
      cutoffAlignedCurve(benchmark, records, claims, "2025-02-14", options).map((p) => [p.label, p.n]),
    ).toEqual([["0", 160]]);
  });

  it("groups a monthly benchmark by relative and calendar month across the year end", () => {
    const monthly = { ...options, period: "month" as const };
    // Claims on 2024-08-15, 2024-11-15, 2025-02-15, 2025-05-15; cutoff in December 2024.
    expect(
      cutoffAlignedCurve(benchmark, records, benchmark.claims, "2024-12-31", monthly).map((p) => [
        p.x,
        p.label,
        p.n,
        p.value,
      ]),
    ).toEqual([
      [-4, "-4", 40, 0],
      [-1, "-1", 40, 0],
      [2, "+2", 40, 1],
      [5, "+5", 40, 1],
    ]);
    expect(longitudinalCurve(benchmark, records, benchmark.claims, monthly).map((p) => p.label)).toEqual([
      "2024-08",
      "2024-11",
      "2025-02",
      "2025-05",
    ]);
  });

  it("compares whole months on hidden splits of a monthly benchmark", () => {
    const claims = [
      { claimId: "nov", claimDate: "2024-11-30" },
      { claimId: "dec", claimDate: "2024-12-10" },
      { claimId: "jan", claimDate: "2025-01-02" },
    ];
    // cutoff + buffer inside December: November pre, January post, December left out.
    expect(splitPrePost(claims, "2024-12-05", "month")).toEqual({
      preIds: ["nov"],
      postIds: ["jan"],
      excluded: 1,
    });
    expect(splitPrePost(claims, "2024-12-31", "month")).toEqual({
      preIds: ["nov", "dec"],
      postIds: ["jan"],
      excluded: 0,
    });
    const months = comparePrePost(benchmark, records, benchmark.claims, "2024-12-31", {
      ...options,
      bufferDays: 60,
      wholePeriods: "month",
    });
    // cutoff + buffer = 2025-03-01: the February claims are before it and whole; nothing is left out.
    expect(months).toMatchObject({ rule: "month", excluded: 0, pre: { n: 120 }, post: { n: 40 } });
  });
});
