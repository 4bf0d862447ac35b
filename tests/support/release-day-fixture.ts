// The benchmark of the release-day tests: test splits that open at publication and one that
// opens at the end of its embargo.
import { randomUUID } from "node:crypto";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { LABELS } from "./evaluation-fixture";

/** When the embargoed split 2025Q4 opens. */
export const EMBARGO_END = new Date("2030-01-02T00:00:00Z");

/**
 * Dev 2025Q1, test 2025Q2 and 2025Q3 (open at once) and 2025Q4 (embargoed to EMBARGO_END);
 * three claims each but 2025Q2's 30 (a hidden split's board releases a score from 30 claims).
 */
export async function importReleaseDayBenchmark(): Promise<string> {
  const s = `rday-${randomUUID().slice(0, 8)}`;
  const quarters = { "2025Q1": "01", "2025Q2": "04", "2025Q3": "07", "2025Q4": "10" };
  const claims = Object.entries(quarters).flatMap(([q, month]) =>
    Array.from({ length: q === "2025Q2" ? 30 : 3 }, (_, i) => ({
      claim_id: `${q}-${i}`,
      text: `Claim number t${i} about the bridge (${q}).`,
      claim_date: `2025-${month}-${String((i % 28) + 1).padStart(2, "0")}`,
    })),
  );
  const dir = await writeTestBundle({
    "benchmark.json": {
      slug: s,
      title: `Release day ${s}`,
      track: "verdict",
      labels: LABELS,
      description: "t",
      license: "CC0",
      citation: "-",
    },
    "claims.jsonl": claims,
    "labels.jsonl": claims.map((c, i) => ({ claim_id: c.claim_id, label: LABELS[i % 3] })),
    "splits.json": {
      dev: ["2025Q1"],
      test: ["2025Q2", "2025Q3", "2025Q4"],
      embargo: { split: "2025Q4", until: EMBARGO_END.toISOString().slice(0, 10) },
    },
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  return s;
}
