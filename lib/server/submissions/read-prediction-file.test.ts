import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import { readPredictionFile } from "./read-prediction-file";

const benchmark: ScoringBenchmark = {
  track: "verdict",
  labels: ["True", "False"],
  slices: [],
  modes: [],
  factCheckDomains: [],
  claims: ["a", "b"].map((claimId) => ({
    claimId,
    claimDate: "2025-01-01",
    media: [],
    evidence: [],
    gold: { label: "True" },
  })),
};

async function fileWith(bytes: Buffer | string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "pred-")), "p.jsonl");
  await writeFile(file, bytes);
  return file;
}

const read = (file: string) =>
  readPredictionFile(file, {
    name: "p.jsonl",
    format: "jsonl",
    benchmark,
    missingAsWrong: false,
    regime: "closed_book",
  });
const good = '{"claim_id":"a","label":"True"}\n{"claim_id":"b","label":"false"}\n';

describe("readPredictionFile", () => {
  it("reads UTF-8 with or without a byte-order mark", async () => {
    expect((await read(await fileWith(good))).map((r) => r.label)).toEqual(["True", "False"]);
    expect(
      await read(await fileWith(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good)]))),
    ).toHaveLength(2);
  });

  it("refuses UTF-16 and invalid UTF-8 instead of guessing", async () => {
    await expect(
      read(await fileWith(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(good, "utf16le")]))),
    ).rejects.toThrow("p.jsonl (line 1): the file is UTF-16; save it as UTF-8");
    await expect(
      read(await fileWith(Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d, 0x0a]))),
    ).rejects.toThrow(/not valid UTF-8/);
  });

  it("refuses an empty file and names missing claims", async () => {
    await expect(read(await fileWith(""))).rejects.toThrow("the file holds no predictions");
    await expect(read(await fileWith('{"claim_id":"a","label":"True"}\n'))).rejects.toThrow(/b/);
  });
});
