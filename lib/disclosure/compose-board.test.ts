import { describe, expect, it } from "vitest";
import { leaderboardQuerySchema } from "@/lib/schemas/leaderboard";
import { periodIndex } from "@/lib/periods/periods";
import { composeBoard, type ComposeInput, type ComposedEntry } from "./compose-board";
import type { SplitPart } from "./compose-parts";

const SPLITS = ["2025Q1", "2025Q2", "2025Q3"];
const at = (split: string) => periodIndex(split, "quarter");

function part(split: string, accuracy: number, extra: Partial<SplitPart> = {}): SplitPart {
  return {
    split,
    periodIndex: at(split),
    n: 100,
    missing: 0,
    values: { accuracy, macro_f1: accuracy - 0.1, fsr: 1, avg12: accuracy },
    intervals: { accuracy: [accuracy - 0.1, accuracy + 0.1] },
    slices: {
      "0": {
        classification: { accuracy, macro_f1: accuracy - 0.1 },
        inference: { accuracy: accuracy + 0.05, macro_f1: accuracy },
      },
    },
    reasoningGap: { value: 0.05, interval: [0, 0.1] },
    ssa: { delta: 0.1, otr: 0.2 },
    ...extra,
  };
}

function entry(id: string, cutoff: string, parts: SplitPart[]): ComposedEntry {
  return {
    entryId: id,
    modelId: id,
    model: id,
    organisation: "o",
    openWeights: false,
    parameterCount: null,
    cutoff,
    declaredCutoff: cutoff,
    regime: "closed_book",
    submittedAt: "2026-01-01",
    submissionIds: [],
    costPerRun: null,
    badges: [],
    parts,
  };
}

function input(raw: Record<string, string>, entries: ComposedEntry[]): ComposeInput {
  return {
    benchmark: {
      slug: "b",
      title: "B",
      track: "verdict",
      period: "quarter",
      isDemo: false,
      splits: SPLITS,
      slices: [0],
      modes: ["classification", "inference"],
    },
    query: { ...leaderboardQuerySchema.parse(raw), splits: SPLITS },
    representative: "best",
    bootstrap: { b: 1000, seed: 0 },
    notes: [],
    splits: SPLITS.map((name) => ({ name, periodIndex: at(name), n: 100 })),
    entries,
    baselines: [],
  };
}

const full = entry("full", "2025-03-31", [part("2025Q1", 0.8), part("2025Q2", 0.6), part("2025Q3", 0.4)]);
const partial = entry("partial", "2024-01-01", [part("2025Q1", 0.5), part("2025Q3", 0.7)]);

describe("a board composed from split results", () => {
  it("scores each entry on its parts and marks an entry missing a split incomplete", () => {
    const board = composeBoard(input({ metric: "accuracy" }, [full, partial]));
    expect(board.n).toBe(300);
    const byId = Object.fromEntries(board.rows.map((r) => [r.entryId, r]));
    expect(byId.full!.metrics.accuracy!.value).toBeCloseTo(0.6, 12);
    expect(byId.full!.status).toBe("ranked");
    expect(byId.partial!.status).toBe("incomplete");
    expect(byId.partial!.n).toBe(200);
    expect(byId.partial!.metrics.accuracy!.value).toBeCloseTo(0.6, 12);
    expect(byId.full!.estimatedCutoff).toBeNull();
  });

  it("draws one point per split and compares whole splits before and after the cutoff", () => {
    const board = composeBoard(
      input({ view: "cutoff", metric: "accuracy", models: "full" }, [full, partial]),
    );
    const curve = board.curves![0]!;
    expect(curve.points.map((p) => [p.label, p.value])).toEqual([
      ["0", 0.8],
      ["+1", 0.6],
      ["+2", 0.4],
    ]);
    // Cutoff 2025-03-31 ends 2025Q1: before = 2025Q1, after = 2025Q2 and 2025Q3.
    expect(curve.prePost).toMatchObject({ rule: "quarter", excluded: 0, pre: { n: 100 }, post: { n: 200 } });
    expect(curve.prePost!.difference).toBeCloseTo(0.5 - 0.8, 12);
    expect(board.notes.join(" ")).toContain("whole quarters");
    const buffered = composeBoard(
      input({ view: "cutoff", metric: "accuracy", models: "full", buffer: "10" }, [full]),
    ).curves![0]!.prePost!;
    expect(buffered).toMatchObject({ excluded: 100, pre: { n: 100 }, post: { n: 100 } });
  });

  it("pools time slices, the reasoning gap and SSA by claims, and cuts to one slice without intervals", () => {
    const slices = composeBoard(input({ view: "slices", models: "full" }, [full])).sliceRows![0]!;
    expect(slices.slices["0"]!["inference"]!.accuracy).toBeCloseTo(0.65, 12);
    expect(slices.reasoningGap!.value).toBeCloseTo(0.05, 12);
    expect(slices.ssa!.factor).toBeCloseTo(0.1 * 0.2 * 100, 12);
    const cut = {
      ...full,
      parts: full.parts.map((p) => ({ ...p, values: { accuracy: p.values.accuracy! }, intervals: {} })),
    };
    const board = composeBoard(input({ slice: "0", metric: "accuracy" }, [cut]));
    expect(board.metrics).not.toContain("avg12");
    expect(board.rows[0]!.metrics.accuracy!.value).toBeCloseTo(0.6, 12);
    expect(board.rows[0]!.metrics.accuracy!.low).toBeNaN();
  });
});
