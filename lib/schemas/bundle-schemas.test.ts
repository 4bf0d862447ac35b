import { describe, expect, it } from "vitest";
import { benchmarkMetaSchema } from "./bundle-benchmark";
import { claimRowSchema } from "./bundle-claim";
import { splitsFileSchema } from "./bundle-splits";

const verdict = {
  slug: "x-1",
  title: "X",
  track: "verdict",
  labels: ["A", "B"],
  description: "d",
  license: "l",
  citation: "c",
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string[] {
  return (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("benchmarkMetaSchema", () => {
  it("accepts a minimal verdict benchmark", () => {
    expect(benchmarkMetaSchema.safeParse(verdict).success).toBe(true);
  });
  it("requires labels on the verdict track and distinct ignoring case", () => {
    expect(issues(benchmarkMetaSchema.safeParse({ ...verdict, labels: undefined }))).toEqual([
      "labels: is required for the verdict track",
    ]);
    expect(issues(benchmarkMetaSchema.safeParse({ ...verdict, labels: ["Real", " real"] }))).toEqual([
      "labels: must be distinct (compared ignoring case)",
    ]);
  });
  it("needs slices for modes and refuses repeated slices", () => {
    expect(issues(benchmarkMetaSchema.safeParse({ ...verdict, modes: ["inference"] }))).toEqual([
      "modes: needs slices to be declared",
    ]);
    expect(issues(benchmarkMetaSchema.safeParse({ ...verdict, slices: [0, 0] }))).toEqual([
      "slices: must be distinct",
    ]);
    expect(issues(benchmarkMetaSchema.safeParse({ ...verdict, slices: [1.5] }))).toEqual([
      "slices.0: must be whole days",
    ]);
  });
  it("checks slug and fact-check domains", () => {
    expect(issues(benchmarkMetaSchema.safeParse({ ...verdict, slug: "Bad Slug" }))[0]).toMatch(/^slug: /);
    expect(
      issues(benchmarkMetaSchema.safeParse({ ...verdict, fact_check_domains: ["https://x.org"] }))[0],
    ).toMatch(/^fact_check_domains.0: /);
  });
});

describe("claimRowSchema", () => {
  const claim = { claim_id: "c1", text: "t", claim_date: "2024-02-29" };
  it("validates evidence urls and publication moments", () => {
    expect(
      claimRowSchema.safeParse({ ...claim, evidence: [{ id: "e", published: "2024-02-29T10:00:00Z" }] })
        .success,
    ).toBe(true);
    expect(
      issues(claimRowSchema.safeParse({ ...claim, evidence: [{ id: "e", published: "2024-02-30" }] }))[0],
    ).toMatch(/^evidence.0.published: /);
    expect(
      issues(claimRowSchema.safeParse({ ...claim, evidence: [{ id: "e", url: "ftp://x.org/a" }] }))[0],
    ).toMatch(/^evidence.0.url: must be an http/);
  });
  it("refuses ids with white space, repeated media and unknown media", () => {
    expect(issues(claimRowSchema.safeParse({ ...claim, claim_id: "a b" }))[0]).toMatch(
      /^claim_id: must not contain white space/,
    );
    expect(issues(claimRowSchema.safeParse({ ...claim, media: ["image", "image"] }))[0]).toMatch(
      /^media: must not repeat/,
    );
    expect(issues(claimRowSchema.safeParse({ ...claim, media: ["audio"] }))[0]).toMatch(/^media.0: /);
  });
});

describe("splitsFileSchema", () => {
  it("refuses a split listed twice and a malformed split name", () => {
    expect(issues(splitsFileSchema.safeParse({ dev: ["2020Q1"], test: ["2020Q1"] }))).toEqual([
      "test.0: 2020Q1 is listed more than once",
    ]);
    expect(issues(splitsFileSchema.safeParse({ dev: ["2020Q5"] }))[0]).toMatch(
      /^dev.0: must be a split written YYYYQn/,
    );
    expect(
      issues(
        splitsFileSchema.safeParse({ test: ["2020Q1"], embargo: { split: "2020Q1", until: "2021-02-29" } }),
      )[0],
    ).toMatch(/^embargo.until: /);
  });
});
