// The contamination test's fixture: forty claims with oracle evidence, their gold labels,
// files to upload, and a job loop (tests/integration/contamination.test.ts).
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { claimJob } from "@/lib/jobs/claim-job";
import { runJob } from "@/lib/jobs/run-job";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";

export const ids = Array.from({ length: 40 }, (_, i) => `c${String(i + 1).padStart(2, "0")}`);
export const WORDS = [
  "harbour",
  "senate",
  "vaccine",
  "bridge",
  "orchard",
  "satellite",
  "tariff",
  "glacier",
  "museum",
  "railway",
];
export const oracleOf = (i: number) => [
  `The ${WORDS[i % 10]} report number ${i} was published by the city council in March.`,
  `Officials confirmed ${WORDS[(i + 3) % 10]} figures ${i * 7} times in an interview.`,
];
export const unrelated = (i: number) => [`Nothing in particular happened to a purple kettle on day ${i}.`];
export const gold = (i: number) => (i % 2 === 0 ? "True" : "False");
export const other = (label: string) => (label === "True" ? "False" : "True");

export async function fileOf(name: string, text: string): Promise<{ path: string; name: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "contam-"));
  await writeFile(path.join(dir, name), text);
  return { path: path.join(dir, name), name };
}

export async function runJobs(kind: string, now?: Date): Promise<string[]> {
  const outcomes: string[] = [];
  for (;;) {
    const job = await claimJob({ workerId: "test", kinds: [kind], leaseMs: 60_000, ...(now ? { now } : {}) });
    if (!job) return outcomes;
    outcomes.push(await runJob(job, jobHandlers[kind]!, { leaseMs: 60_000, log: () => undefined }));
  }
}

/** A published-ready bundle of the forty claims (dev split 2025Q1); its folder. */
export async function writeContaminationBundle(slug: string): Promise<string> {
  return writeTestBundle({
    "benchmark.json": {
      slug,
      title: "Contamination fixture",
      track: "verdict",
      labels: ["True", "False"],
      description: "t",
      license: "CC0",
      citation: "-",
    },
    "claims.jsonl": ids.map((id, i) => ({
      claim_id: id,
      text: `Claim ${i}`,
      claim_date: `2025-02-${String((i % 27) + 1).padStart(2, "0")}`,
    })),
    "labels.jsonl": ids.map((id, i) => ({ claim_id: id, label: gold(i) })),
    "oracle_evidence.jsonl": ids.map((id, i) => ({ claim_id: id, evidence: oracleOf(i) })),
    "splits.json": { dev: ["2025Q1"] },
  });
}
