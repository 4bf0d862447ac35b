import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCORING = path.resolve(ROOT, "datasets/reference/scoring");
const run = promisify(execFile);

async function score(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    // The compiled CLI, as `npm run score` starts it (rebuilt first when a source changed).
    const { stdout, stderr } = await run(process.execPath, ["scripts/cli/run-cli.mjs", "score", ...args], {
      cwd: ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("scripts/score.ts", () => {
  it("prints one JSON object matching the sliced reference", async () => {
    const dir = path.join(SCORING, "verdict-sliced");
    const { code, stdout } = await score(["--bundle", dir, "--pred", path.join(dir, "pred.jsonl")]);
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    const out = JSON.parse(stdout) as Record<string, unknown>;
    const expected = JSON.parse(readFileSync(path.join(dir, "expected-pred.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(out["n"]).toBe(240);
    expect(out["track"]).toBe("verdict");
    expect(Object.keys(out["slices"] as object).sort()).toEqual(["-3", "0", "3"]);
    expect((out["metrics"] as Record<string, number>)["macro_f1"]).toBeCloseTo(
      (expected["metrics"] as Record<string, number>)["macro_f1"]!,
      12,
    );
    expect(out["avg12"]).toBeCloseTo(expected["avg12"] as number, 12);
    expect((out["ssa"] as Record<string, number>)["factor"]).toBeCloseTo(
      (expected["ssa"] as Record<string, number>)["factor"]!,
      12,
    );
  });

  it("prints the parsed-only metrics beside the format success rate (RW-Post reference)", async () => {
    const dir = path.join(SCORING, "verdict-format");
    const { code, stdout } = await score(["--bundle", dir, "--pred", path.join(dir, "pred.jsonl")]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { metrics: Record<string, number> };
    const expected = JSON.parse(readFileSync(path.join(dir, "expected-pred.json"), "utf8")) as {
      metrics: Record<string, number>;
    };
    expect(Object.keys(out.metrics).sort()).toEqual(Object.keys(expected.metrics).sort());
    for (const [key, value] of Object.entries(expected.metrics))
      expect(Math.abs(out.metrics[key]! - value), key).toBeLessThanOrEqual(1e-15);
  });

  it("adds seeded bootstrap intervals and reads CSV", async () => {
    const dir = path.join(SCORING, "integrity");
    const csvDir = mkdtempSync(path.join(tmpdir(), "score-"));
    const lines = readFileSync(path.join(dir, "pred-a.jsonl"), "utf8").trim().split("\n");
    const csv = [
      "claim_id,score",
      ...lines.map((l) => {
        const o = JSON.parse(l) as { claim_id: string; score: number };
        return `${o.claim_id},${o.score}`;
      }),
    ];
    writeFileSync(path.join(csvDir, "pred-a.csv"), `${csv.join("\n")}\n`);
    const args = [
      "--bundle",
      dir,
      "--pred",
      path.join(csvDir, "pred-a.csv"),
      "--bootstrap",
      "200",
      "--seed",
      "5",
    ];
    const [first, second] = await Promise.all([score(args), score(args)]);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(second.stdout);
    const out = JSON.parse(first.stdout) as {
      metrics: { mse: number };
      ci: { b: number; seed: number; intervals: Record<string, [number, number]> };
    };
    expect(out.metrics.mse).toBeCloseTo(0.4791405744660848, 12);
    expect(out.ci).toMatchObject({ b: 200, seed: 5 });
    const [low, high] = out.ci.intervals["mse"]!;
    expect(low).toBeLessThan(out.metrics.mse);
    expect(high).toBeGreaterThan(out.metrics.mse);
  });

  it.each([
    ["bad/missing.jsonl", [], /missing\.jsonl \(claim hi1-00376\): missing prediction/],
    ["bad/malformed.jsonl", [], /malformed\.jsonl \(line 51, claim x\): malformed JSON/],
    ["bad/unknown-id.jsonl", [], /line 379, claim no-such-claim/],
  ])("refuses %s with a non-zero exit", async (file, extra: string[], message) => {
    const { code, stdout, stderr } = await score([
      "--bundle",
      path.join(SCORING, "integrity"),
      "--pred",
      path.join(SCORING, file),
      ...extra,
    ]);
    expect(code).not.toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toMatch(message);
  });

  it("refuses invalid UTF-8 exactly as the server does (the same strict decoder)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "score-"));
    const good = readFileSync(path.join(SCORING, "integrity", "pred-a.jsonl"));
    // One byte of the second line replaced by 0xC3 0x28, an invalid two-byte sequence.
    const cut = good.indexOf(0x0a) + 3;
    writeFileSync(
      path.join(dir, "latin.jsonl"),
      Buffer.concat([good.subarray(0, cut), Buffer.from([0xc3, 0x28]), good.subarray(cut + 1)]),
    );
    const { code, stdout, stderr } = await score([
      "--bundle",
      path.join(SCORING, "integrity"),
      "--pred",
      path.join(dir, "latin.jsonl"),
    ]);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/latin\.jsonl: the file is not valid UTF-8/);
  });

  it("accepts missing predictions with --missing-as-wrong, and refuses bad usage", async () => {
    const ok = await score([
      "--bundle",
      path.join(SCORING, "integrity"),
      "--pred",
      path.join(SCORING, "bad/missing.jsonl"),
      "--missing-as-wrong",
    ]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout) as { n: number; missing: number }).toMatchObject({ n: 379, missing: 3 });
    expect((await score(["--bundle", path.join(SCORING, "integrity")])).code).not.toBe(0);
    expect((await score(["--bundle", "/nonexistent", "--pred", "x.jsonl"])).code).not.toBe(0);
  });

  it("reports syntax, type, unknown id, duplicate and missing problems in one pass, as the server does", async () => {
    const dir = path.join(SCORING, "verdict4");
    const lines = readFileSync(path.join(dir, "pred.jsonl"), "utf8").trim().split("\n");
    lines[1] = '{"claim_id": "h41-0001", "label": ';
    lines[2] = '{"claim_id": "h41-0002", "label": 7}';
    lines.push('{"claim_id": "nope", "label": "Refuted"}', lines[3]!);
    lines.splice(4, 1);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "score-")), "p.jsonl");
    writeFileSync(file, `${lines.join("\n")}\n`);
    const { code, stderr } = await score(["--bundle", dir, "--pred", file]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/line 2, claim h41-0001\): malformed JSON/);
    expect(stderr).toMatch(/line 3, claim h41-0002, field label\)/);
    expect(stderr).toMatch(/claim nope, field claim_id\): unknown claim id/);
    expect(stderr).toMatch(/claim h41-0003\): duplicate prediction/);
    expect(stderr).toMatch(/\(claim h41-0004\): missing prediction/);
  });

  it("prints per-property MSE with n and left-out counts equal to scikit-learn's (VeriTaS reference)", async () => {
    const dir = path.resolve(ROOT, "tests/fixtures/properties");
    const { code, stdout } = await score([
      "--bundle",
      path.join(dir, "bundle"),
      "--pred",
      path.join(dir, "predictions.jsonl"),
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as {
      properties: Record<string, { mse: number; n: number; missing: number }>;
    };
    const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as typeof out;
    expect(Object.keys(out.properties)).toEqual(Object.keys(expected.properties));
    for (const [name, want] of Object.entries(expected.properties)) {
      expect(out.properties[name]).toMatchObject({ n: want.n, missing: want.missing });
      expect(out.properties[name]!.mse).toBeCloseTo(want.mse, 14);
    }
  });

  it("refuses a property score the benchmark does not declare, naming file, line and field", async () => {
    const dir = path.resolve(ROOT, "tests/fixtures/properties");
    const pred = path.join(mkdtempSync(path.join(tmpdir(), "props-")), "p.jsonl");
    const lines = readFileSync(path.join(dir, "predictions.jsonl"), "utf8").trim().split("\n");
    lines[4] = JSON.stringify({ claim_id: "p004", score: 0, properties: { virality: 0.5 } });
    writeFileSync(pred, lines.join("\n") + "\n");
    const { code, stderr } = await score(["--bundle", path.join(dir, "bundle"), "--pred", pred]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /p\.jsonl \(line 5, claim p004, field properties\.virality\): unknown property "virality"/,
    );
  });

  it("prints a usage text naming every option on --help, and with it on an unknown option", async () => {
    const help = await score(["--help"]);
    expect(help.code).toBe(0);
    for (const option of [
      "--bundle",
      "--pred",
      "--split",
      "--check",
      "--missing-as-wrong",
      "--regime",
      "--bootstrap",
      "--seed",
    ])
      expect(help.stdout).toContain(option);
    const bad = await score(["--no-such-option"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Unknown option '--no-such-option'");
    expect(bad.stderr).toContain("--split <name>");
  });

  it("scores one split of a bundle with --split, and checks a file without labels with --check", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "two-splits-"));
    const claims = [
      ["q1-a", "2025-01-10"],
      ["q1-b", "2025-02-10"],
      ["q2-a", "2025-04-10"],
    ];
    writeFileSync(
      path.join(dir, "benchmark.json"),
      JSON.stringify({
        slug: "two",
        title: "Two",
        track: "verdict",
        labels: ["true", "false"],
        description: "x",
        license: "CC0",
        citation: "none",
      }),
    );
    writeFileSync(
      path.join(dir, "claims.jsonl"),
      claims.map(([id, date]) => JSON.stringify({ claim_id: id, text: id, claim_date: date })).join("\n") +
        "\n",
    );
    writeFileSync(
      path.join(dir, "labels.jsonl"),
      claims.map(([id], i) => JSON.stringify({ claim_id: id, label: i % 2 ? "false" : "true" })).join("\n") +
        "\n",
    );
    const pred = path.join(dir, "q1.jsonl");
    writeFileSync(pred, '{"claim_id":"q1-a","label":"true"}\n{"claim_id":"q1-b","label":"true"}\n');
    const whole = await score(["--bundle", dir, "--pred", pred]);
    expect(whole.code).toBe(2);
    expect(whole.stderr).toContain("q2-a");
    const one = await score(["--bundle", dir, "--pred", pred, "--split", "2025Q1"]);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ n: 2, metrics: { accuracy: 0.5 } });
    const none = await score(["--bundle", dir, "--pred", pred, "--split", "2024Q4"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("no claim of split 2024Q4 (the bundle holds 2025Q1, 2025Q2)");
    // Without labels (a hidden split's claims): the checks only.
    const hidden = mkdtempSync(path.join(tmpdir(), "no-labels-"));
    for (const f of ["benchmark.json", "claims.jsonl"])
      writeFileSync(path.join(hidden, f), readFileSync(path.join(dir, f)));
    expect(
      JSON.parse((await score(["--bundle", hidden, "--pred", pred, "--split", "2025Q1", "--check"])).stdout),
    ).toEqual({
      ok: true,
      claims: 2,
      rows: 2,
    });
    const refused = await score(["--bundle", hidden, "--pred", pred, "--check"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("missing prediction");
  });
});
