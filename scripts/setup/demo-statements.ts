// Synthetic closed-book statements for the demo models (DOMAIN §4, Déjà Vu): what each demo
// model "wrote" about a claim with no retrieval. A model reproduces the fact-check of a
// widely reported claim it was trained on (statements close to the oracle evidence, so
// METEOR flags the claim); otherwise it writes generic text. How widely a claim was reported
// is the claim's own (`claimFame`), so the models' flagged sets overlap as real ones do and the
// contamination-controlled set keeps a good share of the claims. Seeded: the same file every
// run. Demo data only, never a real model's output.
import { createHash } from "node:crypto";
import type { OracleEvidenceRow } from "@/lib/schemas/bundle-labels";
import { SeededRng } from "../demo-data/seeded-rng";
import type { DemoModel } from "./demo-predictions";

/** Share of post-cutoff claims a demo model still reproduces (the leak Déjà Vu warns of): the most famous. */
const LEAK_AFTER_CUTOFF = 0.04;

/** Text a model writes when it does not know the claim: no word of any oracle statement's subject. */
const GENERIC = [
  "No reliable report on this was available to me when I was trained.",
  "I cannot confirm or deny this without more recent information.",
  "This would need checking against current news coverage.",
  "My knowledge does not cover this event.",
  "It is unclear whether this happened; no source I know discusses it.",
] as const;

/** Openings a model may use instead of the fact-check's own "According to …," when it recalls it. */
const RECALLED_OPENINGS = [
  "As reported at the time,",
  "Reports said that",
  "It was established that",
] as const;

/** Share of pre-cutoff claims `model` reproduces, the most famous ones: stronger demo models memorised more. */
export function recallBeforeCutoff(model: DemoModel): number {
  return model.skill - 0.5;
}

/** How widely a claim was reported, in [0, 1) (0 = most), the same for every model: from its id. */
function claimFame(claimId: string): number {
  return createHash("sha256").update(claimId).digest().readUInt32BE(0) / 2 ** 32;
}

/** Whether `model` knows the fact-check of a claim made on `claimDate` (YYYY-MM-DD). */
export function recallsClaim(model: DemoModel, claimId: string, claimDate: string): boolean {
  return claimFame(claimId) < (claimDate <= model.cutoff ? recallBeforeCutoff(model) : LEAK_AFTER_CUTOFF);
}

/**
 * One JSONL line `{claim_id, evidence}` per claim that has oracle evidence, for `model`.
 * `claimDates` gives each claim's `claim_date` (YYYY-MM-DD).
 */
export function demoStatements(
  oracle: readonly OracleEvidenceRow[],
  claimDates: ReadonlyMap<string, string>,
  model: DemoModel,
  seed: number,
): string {
  const rng = new SeededRng(seed);
  const lines: string[] = [];
  for (const row of oracle) {
    const date = claimDates.get(row.claim_id);
    if (date === undefined || row.evidence.length === 0) continue;
    const evidence = recallsClaim(model, row.claim_id, date)
      ? row.evidence.map((statement) => reword(rng, statement))
      : Array.from({ length: rng.int(1, 2) }, () => rng.pick(GENERIC));
    lines.push(JSON.stringify({ claim_id: row.claim_id, evidence }));
  }
  return lines.join("\n") + "\n";
}

/** A recalled statement: verbatim, or with its "According to …," opening replaced. */
function reword(rng: SeededRng, statement: string): string {
  if (rng.chance(0.5)) return statement;
  return statement.replace(/^According to [^,]+,/, rng.pick(RECALLED_OPENINGS));
}
