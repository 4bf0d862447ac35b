// Forty verdict claims with oracle evidence and gold labels, as a bundle, for the
// contamination tests (integration and API).
import { februaryClaims, jsonl, verdictCard, writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import type { Actor } from "@/lib/vocabulary";
import { uploadOf } from "./scoring-jobs";

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
/** A phrase only the oracle evidence holds: a response containing it leaks hidden evidence. */
export const ORACLE_MARK = "was published by the city council in March";
export const oracleOf = (i: number) => [
  `The ${WORDS[i % 10]} report number ${i} ${ORACLE_MARK}.`,
  `Officials confirmed ${WORDS[(i + 3) % 10]} figures ${i * 7} times in an interview.`,
];
export const unrelated = (i: number) => [`Nothing in particular happened to a purple kettle on day ${i}.`];
export const gold = (i: number) => (i % 2 === 0 ? "True" : "False");
export const other = (label: string) => (label === "True" ? "False" : "True");

/** A published-ready bundle of the forty claims (dev split 2025Q1); its folder. */
export async function writeContaminationBundle(
  slug: string,
  title = "Contamination fixture",
): Promise<string> {
  return writeTestBundle({
    "benchmark.json": verdictCard(slug, title),
    "claims.jsonl": februaryClaims(ids),
    "labels.jsonl": ids.map((id, i) => ({ claim_id: id, label: gold(i) })),
    "oracle_evidence.jsonl": ids.map((id, i) => ({ claim_id: id, evidence: oracleOf(i) })),
    "splits.json": { dev: ["2025Q1"] },
  });
}

/** The forty-claim benchmark `slug` imported and published, an admin, and a researcher `owner`. */
export async function publishContaminationBenchmark(slug: string) {
  await importBundleFromPath({ id: null, role: "admin" }, await writeContaminationBundle(slug), {
    publish: true,
  });
  const benchmarkId = (await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
  const admin = await db.user.create({
    data: { email: `${slug}-admin@example.org`, name: "Admin", role: "admin" },
    select: { id: true, role: true },
  });
  const owner = await db.user.create({
    data: { email: `${slug}@example.org`, name: "Owner", role: "researcher" },
    select: { id: true, role: true },
  });
  return { benchmarkId, admin, owner };
}

/** Submits, as `owner`, public closed-book verdicts on 2025Q1 that are right exactly on the claims where `right(i)`. */
export async function submitVerdicts(
  owner: Actor,
  slug: string,
  modelId: string,
  right: (i: number) => boolean,
  file: string,
): Promise<void> {
  const text = jsonl(ids.map((id, i) => ({ claim_id: id, label: right(i) ? gold(i) : other(gold(i)) })));
  const meta = { benchmark: slug, split: "2025Q1", modelId, regime: "closed_book", isPublic: "true" };
  await createSubmission(owner, meta, await uploadOf({ text }, file));
}
