// File I/O for the CLI: reads an unpacked benchmark bundle folder. lib/scoring stays pure.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildScoringBenchmark } from "@/lib/scoring/benchmark-input";
import type { ScoringBenchmark } from "@/lib/scoring/types";

export async function readBundleDir(dir: string): Promise<ScoringBenchmark> {
  const read = (name: string): Promise<string> => readFile(path.join(dir, name), "utf8");
  const [benchmarkJson, claimsJsonl, labelsJsonl] = await Promise.all([
    read("benchmark.json"),
    read("claims.jsonl"),
    read("labels.jsonl"),
  ]);
  return buildScoringBenchmark({ benchmarkJson, claimsJsonl, labelsJsonl });
}
