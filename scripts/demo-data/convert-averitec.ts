import { z } from "zod";
import { formatIsoDate, isIsoDate } from "@/lib/periods/calendar-date";
import type { ClaimRow, EvidenceItem } from "@/lib/schemas/bundle-claim";
import { evidenceItemSchema } from "@/lib/schemas/bundle-claim";
import type { LabelRow, OracleEvidenceRow } from "@/lib/schemas/bundle-labels";
import type { BundleData } from "./bundle-data";
import { readSourceText } from "./read-source-text";

/** AVeriTeC's four verdicts, spelled as in the data. */
const AVERITEC_LABELS = [
  "Supported",
  "Refuted",
  "Not Enough Evidence",
  "Conflicting Evidence/Cherrypicking",
] as const;

const answerSchema = z.looseObject({
  answer: z.string().nullish(),
  answer_type: z.string().nullish(),
  source_url: z.string().nullish(),
  source_medium: z.string().nullish(),
});
const averitecClaimSchema = z.looseObject({
  claim: z.string(),
  label: z.enum(AVERITEC_LABELS),
  claim_date: z.string().nullish(),
  speaker: z.string().nullish(),
  reporting_source: z.string().nullish(),
  fact_checking_article: z.string().nullish(),
  questions: z
    .array(z.looseObject({ question: z.string().nullish(), answers: z.array(answerSchema).nullish() }))
    .nullish(),
});

/** AVeriTeC `DD-MM-YYYY` (day and month may lack a leading zero) → `YYYY-MM-DD`, or null. */
export function parseAveritecDate(text: string | null | undefined): string | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text?.trim() ?? "");
  if (!match) return null;
  const iso = formatIsoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return isIsoDate(iso) ? iso : null;
}

/**
 * Converts AVeriTeC `dev.json` (or `dev.json.gz`) into a verdict bundle. Claim ids are `averitec-dev-NNNN`
 * by position in the file. Evidence = distinct answer `source_url`s; media from answer
 * `source_medium` (Image/graphic → image, Video → video); oracle evidence = the answers'
 * text, leaving out "Unanswerable" answers (they state that nothing was found, which is
 * no evidence). Claims without a usable date are skipped and counted in the description.
 */
export async function convertAveritec(devJsonPath: string): Promise<{ data: BundleData; skipped: number }> {
  const raw = z.array(averitecClaimSchema).parse(JSON.parse(await readSourceText(devJsonPath)));
  const claims: ClaimRow[] = [];
  const labels: LabelRow[] = [];
  const oracle: OracleEvidenceRow[] = [];
  const factCheckHosts = new Set<string>();
  let skipped = 0;
  raw.forEach((item, index) => {
    const date = parseAveritecDate(item.claim_date);
    if (!date || item.claim.trim() === "") {
      skipped += 1;
      return;
    }
    const claimId = `averitec-dev-${String(index).padStart(4, "0")}`;
    const answers = (item.questions ?? []).flatMap((q) => q.answers ?? []);
    const claim: ClaimRow = { claim_id: claimId, text: item.claim.trim(), claim_date: date, language: "en" };
    const context = [
      item.speaker && `Speaker: ${item.speaker}.`,
      item.reporting_source && `Reported by: ${item.reporting_source}.`,
    ]
      .filter(Boolean)
      .join(" ");
    if (context) claim.context = context;
    const media = mediaOf(answers.map((a) => a.source_medium ?? ""));
    if (media.length > 0) claim.media = media;
    const evidence = evidenceOf(answers.map((a) => a.source_url ?? ""));
    if (evidence.length > 0) claim.evidence = evidence;
    claims.push(claim);
    labels.push({ claim_id: claimId, label: item.label });
    const statements = answers
      .filter((a) => a.answer_type !== "Unanswerable")
      .map((a) => (a.answer ?? "").trim())
      .filter((a) => a !== "");
    oracle.push({ claim_id: claimId, evidence: statements });
    const host = articleHost(item.fact_checking_article);
    if (host) factCheckHosts.add(host);
  });
  return {
    data: averitecBundle(claims, labels, oracle, [...factCheckHosts].sort(), raw.length, skipped),
    skipped,
  };
}

function mediaOf(mediums: string[]): ("image" | "video")[] {
  const out: ("image" | "video")[] = [];
  if (mediums.includes("Image/graphic")) out.push("image");
  if (mediums.includes("Video")) out.push("video");
  return out;
}

function evidenceOf(urls: string[]): EvidenceItem[] {
  const seen = new Set<string>();
  const out: EvidenceItem[] = [];
  for (const url of urls.map((u) => u.trim())) {
    if (seen.has(url) || !evidenceItemSchema.shape.url.safeParse(url).success) continue;
    seen.add(url);
    out.push({ id: `ev${out.length + 1}`, url });
  }
  return out;
}

/** Host of a fact-check article, looking through web.archive.org wrappers. */
export function articleHost(url: string | null | undefined): string | null {
  const inner = /^https?:\/\/web\.archive\.org\/web\/[^/]+\/(.+)$/.exec(url ?? "")?.[1] ?? url ?? "";
  try {
    const host = new URL(inner).hostname.toLowerCase().replace(/^www\./, "");
    return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

function averitecBundle(
  claims: ClaimRow[],
  labels: LabelRow[],
  oracle: OracleEvidenceRow[],
  hosts: string[],
  total: number,
  skipped: number,
): BundleData {
  return {
    benchmark: {
      slug: "averitec-dev",
      title: "AVeriTeC (dev set)",
      track: "verdict",
      labels: [...AVERITEC_LABELS],
      description:
        `Real-world claims from 50 fact-checking organisations with question-answer evidence (AVeriTeC dev set, ${claims.length} of ${total} claims; ` +
        `${skipped} skipped for lacking a usable claim date). Source: github.com/MichSchli/AVeriTeC, data/dev.json. ` +
        "Evidence lists the answers' source URLs; oracle evidence is the answers' text (unanswerable answers left out). " +
        "No splits.json: every quarter is hidden test (the labels are nevertheless public upstream).",
      license: "CC BY-NC 4.0 (non-commercial, attribution)",
      citation:
        'Schlichtkrull, Guo and Vlachos, "AVeriTeC: A Dataset for Real-world Claim Verification with Evidence from the Web", NeurIPS 2023 Datasets and Benchmarks.',
      fact_check_domains: hosts,
    },
    claims,
    labels,
    oracle,
  };
}
