// File I/O for the CLI: reads an unpacked benchmark bundle folder. lib/scoring stays pure.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { periodOfDate } from "@/lib/periods/periods";
import { buildScoringBenchmark } from "@/lib/scoring/benchmark-input";
import { ScoringInputError } from "@/lib/scoring/issues";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import type { Period } from "@/lib/vocabulary";

/** The bundle in `dir`; without `labels` (the CLI's --check) labels.jsonl may be absent and is not read. */
export async function readBundleDir(
  dir: string,
  options: { labels: boolean } = { labels: true },
): Promise<ScoringBenchmark & { period: Period }> {
  const read = (name: string): Promise<string> => readFile(path.join(dir, name), "utf8");
  const [benchmarkJson, claimsJsonl, labelsJsonl] = await Promise.all([
    read("benchmark.json"),
    read("claims.jsonl"),
    options.labels ? read("labels.jsonl") : Promise.resolve(null),
  ]);
  const period = (JSON.parse(benchmarkJson) as { period?: Period }).period ?? "quarter";
  return { ...buildScoringBenchmark({ benchmarkJson, claimsJsonl, labelsJsonl }), period };
}

/** Only the claims of split `name` (its period, DOMAIN §3); a split with none is an input error naming the ones there are. */
export function restrictToSplit(
  benchmark: ScoringBenchmark & { period: Period },
  name: string,
): ScoringBenchmark & { period: Period } {
  const splitOf = (claimDate: string) => periodOfDate(claimDate, benchmark.period);
  const claims = benchmark.claims.filter((c) => splitOf(c.claimDate) === name);
  if (claims.length === 0) {
    const present = [...new Set(benchmark.claims.map((c) => splitOf(c.claimDate)))].sort();
    throw new ScoringInputError([
      { file: "claims.jsonl", message: `no claim of split ${name} (the bundle holds ${present.join(", ")})` },
    ]);
  }
  return { ...benchmark, claims };
}
