import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import type { ClaimRow } from "@/lib/schemas/bundle-claim";
import type { LabelRow, OracleEvidenceRow } from "@/lib/schemas/bundle-labels";
import type { splitsFileSchema } from "@/lib/schemas/bundle-splits";

/** An in-memory bundle as the generators build it, ready to be written. */
export interface BundleData {
  benchmark: BenchmarkMeta;
  claims: ClaimRow[];
  labels: LabelRow[];
  oracle?: OracleEvidenceRow[];
  splits?: z.input<typeof splitsFileSchema>;
}

/**
 * Writes `data` as a bundle folder `dir` (replacing any previous contents so no stale
 * file survives). Output is byte-stable: JSON key order is the generators' insertion
 * order, JSON files are pretty-printed, JSONL has one row per line and a final newline.
 */
export async function writeBundleFolder(dir: string, data: BundleData): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const jsonl = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).join("\n") + "\n";
  await writeFile(path.join(dir, "benchmark.json"), json(data.benchmark));
  await writeFile(path.join(dir, "claims.jsonl"), jsonl(data.claims));
  await writeFile(path.join(dir, "labels.jsonl"), jsonl(data.labels));
  if (data.oracle && data.oracle.length > 0)
    await writeFile(path.join(dir, "oracle_evidence.jsonl"), jsonl(data.oracle));
  if (data.splits) await writeFile(path.join(dir, "splits.json"), json(data.splits));
  return dir;
}
