import { describe, expect, it } from "vitest";
import { verdictBundle, writeTestBundle } from "@/tests/fixtures/bundles/write-test-bundle";
import { readBundle } from "./read-bundle";

type Row = Record<string, unknown>;

/** The verdict fixture (claims on 2025-01-15, 2025-02-28, 2025-04-01) cut by month. */
function monthlyFiles(splits: object | null): Record<string, object | null> {
  const files: Record<string, object | null> = verdictBundle();
  files["benchmark.json"] = { ...(files["benchmark.json"] as Row), period: "month" };
  files["splits.json"] = splits;
  return files;
}

describe("readBundle: split period", () => {
  it("derives quarterly splits by default and monthly ones when benchmark.json says month", async () => {
    const quarterly = await readBundle(await writeTestBundle(verdictBundle()));
    expect(quarterly.ok && quarterly.bundle.period).toBe("quarter");
    expect(quarterly.ok && quarterly.bundle.splits.map((s) => s.split)).toEqual(["2025Q1", "2025Q2"]);

    const result = await readBundle(
      await writeTestBundle(
        monthlyFiles({
          dev: ["2025-01", "2025-02"],
          test: ["2025-04"],
          embargo: { split: "2025-04", until: "2027-01-01" },
        }),
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.bundle.period).toBe("month");
    expect(result.bundle.claims.map((c) => c.split)).toEqual(["2025-01", "2025-02", "2025-04"]);
    expect(result.bundle.splits).toEqual([
      { split: "2025-01", kind: "dev", claimCount: 1 },
      { split: "2025-02", kind: "dev", claimCount: 1 },
      { split: "2025-04", kind: "test", claimCount: 1, embargoedUntil: "2027-01-01" },
    ]);
  });

  it("reads the monthly fixture bundle (tests/fixtures/monthly) split by month across the year end", async () => {
    const result = await readBundle("tests/fixtures/monthly");
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.bundle.splits.map((s) => [s.split, s.kind, s.claimCount])).toEqual([
      ["2024-11", "dev", 8],
      ["2024-12", "dev", 8],
      ["2025-01", "dev", 8],
      ["2025-02", "dev", 8],
      ["2025-03", "test", 8],
    ]);
    expect(result.bundle.claims.filter((c) => c.shifted?.evidence).length).toBe(20);
  });

  it("names the file and field of a split written in the other period", async () => {
    const monthly = await readBundle(
      await writeTestBundle(monthlyFiles({ dev: ["2025-01", "2025Q1"], test: ["2025-04"] })),
    );
    expect(monthly.ok ? [] : monthly.problems).toEqual([
      {
        file: "splits.json",
        field: "dev[1]",
        message: '2025Q1 must be a month written YYYY-MM, e.g. 2025-07: benchmark.json sets period "month"',
      },
    ]);
    const quarterly = verdictBundle();
    quarterly["splits.json"] = { dev: ["2025Q1"], test: ["2025-04"] };
    const result = await readBundle(await writeTestBundle(quarterly));
    expect(result.ok ? [] : result.problems).toEqual([
      {
        file: "splits.json",
        field: "test[0]",
        message:
          '2025-04 must be a quarter written YYYYQn, e.g. 2025Q3: benchmark.json sets period "quarter" (the default)',
      },
    ]);
  });

  it("refuses an unknown period and a split name of neither kind", async () => {
    const files = monthlyFiles({ dev: ["2025-1"], test: [] });
    files["benchmark.json"] = { ...(files["benchmark.json"] as Row), period: "week" };
    const result = await readBundle(await writeTestBundle(files));
    expect(result.ok ? [] : result.problems).toEqual([
      { file: "benchmark.json", field: "period", message: 'must be "month" or "quarter"' },
      { file: "splits.json", field: "dev[0]", message: expect.stringMatching(/YYYYQn .* or YYYY-MM/) },
    ]);
  });

  it("checks the shifted copy's own evidence as the claim's", async () => {
    const files = monthlyFiles(null);
    const claims = structuredClone(files["claims.jsonl"]) as Row[];
    claims[1]!.shifted = {
      text: "Shifted claim two.",
      evidence: [
        { id: "s1", url: "https://example.org/shifted", published: "2025-02-27", slice: -3 },
        { id: "s1", slice: 5 },
      ],
    };
    files["claims.jsonl"] = claims;
    const result = await readBundle(await writeTestBundle(files));
    expect(result.ok ? [] : result.problems).toEqual([
      {
        file: "claims.jsonl",
        line: 2,
        field: "shifted.evidence[1].id",
        message: "duplicate evidence id s1 within claim c2",
      },
      {
        file: "claims.jsonl",
        line: 2,
        field: "shifted.evidence[1].slice",
        message: "slice 5 is not declared (declared slices are -3, 0, 3)",
      },
    ]);
    (claims[1]!.shifted as { evidence: Row[] }).evidence.pop();
    const valid = await readBundle(await writeTestBundle(files));
    expect(valid.ok && valid.bundle.claims[1]!.shifted?.evidence).toEqual([
      { id: "s1", url: "https://example.org/shifted", published: "2025-02-27", slice: -3 },
    ]);
  });
});
