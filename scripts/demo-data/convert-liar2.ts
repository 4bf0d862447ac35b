import path from "node:path";
import { parse } from "csv-parse/sync";
import { formatIsoDate, isIsoDate } from "@/lib/periods/calendar-date";
import type { ClaimRow } from "@/lib/schemas/bundle-claim";
import type { LabelRow, OracleEvidenceRow } from "@/lib/schemas/bundle-labels";
import type { BundleData } from "./bundle-data";
import { readSourceText } from "./read-source-text";

/** LIAR2 rating 0-5 → label: the six PolitiFact Truth-O-Meter ratings as LIAR2 names them. */
const LIAR2_LABELS = ["Pants on Fire", "False", "Barely True", "Half True", "Mostly True", "True"] as const;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** LIAR2 date such as "April 16, 2008" → `2008-04-16`, or null when unusable. */
export function parseLiar2Date(text: string | undefined): string | null {
  const match = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(text?.trim() ?? "");
  if (!match) return null;
  const month = MONTHS.indexOf((match[1] ?? "").toLowerCase()) + 1;
  if (month === 0) return null;
  const iso = formatIsoDate(Number(match[3]), month, Number(match[2]));
  return isIsoDate(iso) ? iso : null;
}

/** Splits a justification into sentences for use as oracle evidence statements. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Converts LIAR2 CSV files (e.g. valid.csv and test.csv, or their .gz) into one verdict bundle.
 * Claim ids are `liar2-<id>`; context names the speaker and the setting; oracle evidence
 * is the fact-check justification split into sentences. Rows without a usable date, with
 * an unknown rating or a repeated id are skipped and counted.
 */
export async function convertLiar2(
  csvPaths: readonly string[],
): Promise<{ data: BundleData; skipped: number }> {
  const claims: ClaimRow[] = [];
  const labels: LabelRow[] = [];
  const oracle: OracleEvidenceRow[] = [];
  const seen = new Set<string>();
  let total = 0;
  let skipped = 0;
  for (const csvPath of csvPaths) {
    const rows = parse(await readSourceText(csvPath), { columns: true, skip_empty_lines: true }) as Record<
      string,
      string | undefined
    >[];
    for (const row of rows) {
      total += 1;
      const claimId = `liar2-${row.id ?? ""}`;
      const date = parseLiar2Date(row.date);
      const label = LIAR2_LABELS[Number(row.label)];
      const text = (row.statement ?? "").trim();
      if (
        !date ||
        !label ||
        !/^\d+$/.test(row.id ?? "") ||
        seen.has(claimId) ||
        text === "" ||
        !/^[0-5]$/.test(row.label ?? "")
      ) {
        skipped += 1;
        continue;
      }
      seen.add(claimId);
      const claim: ClaimRow = { claim_id: claimId, text, claim_date: date, language: "en" };
      const context = [row.speaker && `Speaker: ${row.speaker}.`, row.context && `Setting: ${row.context}.`]
        .filter(Boolean)
        .join(" ");
      if (context) claim.context = context;
      claims.push(claim);
      labels.push({ claim_id: claimId, label });
      const statements = sentences(row.justification ?? "");
      if (statements.length > 0) oracle.push({ claim_id: claimId, evidence: statements });
    }
  }
  const files = csvPaths.map((p) => path.basename(p).replace(/\.gz$/, "")).join(" and ");
  return {
    data: {
      benchmark: {
        slug: "liar2",
        title: "LIAR2 (PolitiFact statements)",
        track: "verdict",
        labels: [...LIAR2_LABELS],
        description:
          `PolitiFact statements with six-way Truth-O-Meter ratings (LIAR2 ${files}: ${claims.length} of ${total} statements; ${skipped} skipped for lacking a usable date, ` +
          "rating or id). Ratings 0-5 map to Pants on Fire, False, Barely True, Half True, Mostly True, True. Source: github.com/chengxuphd/liar2. " +
          "Oracle evidence is the fact-check justification (verdict word removed upstream) split into sentences. No splits.json: every quarter is hidden test.",
        license:
          "the repository is Apache-2.0; statements, ratings and justifications come from PolitiFact, which keeps their copyright: research use with attribution.",
        citation:
          'Xu and Kechadi, "An Enhanced Fake News Detection System With Fuzzy Deep Learning", IEEE Access 2024, and PolitiFact.',
        fact_check_domains: ["politifact.com"],
      },
      claims,
      labels,
      oracle,
    },
    skipped,
  };
}
