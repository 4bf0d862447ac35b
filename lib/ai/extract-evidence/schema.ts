// The answer the extraction model must give: one zod schema for the request and the check.
import { z } from "zod";

/** Limits on one article's evidence, stated to the model and applied by `applyEvidenceLimits`. */
export const EVIDENCE_LIMITS = {
  /** Statements kept per article, most important first. */
  statements: 50,
  /** Characters per statement (after trimming). */
  characters: 2000,
} as const;

/**
 * Evidence statements extracted from one fact-check article. Sent as the structured-output
 * schema (`zodResponseFormat`) and used to check the answer. The limits are stated in
 * the descriptions, not as `maxItems`/`maxLength`: strict structured output on OpenAI does
 * not accept string-length keywords, and an answer a little over a limit should be
 * trimmed, not refused and paid for again (`applyEvidenceLimits`).
 */
export const extractedEvidenceSchema = z.object({
  statements: z
    .array(
      z
        .string()
        .describe(
          `One short, self-contained statement of fact; never empty; at most ${EVIDENCE_LIMITS.characters} characters.`,
        ),
    )
    .describe(
      `The article's evidence, most important first; at most ${EVIDENCE_LIMITS.statements} statements.`,
    ),
});

/**
 * The schema's limits, applied leniently: statements are trimmed, blank ones dropped,
 * over-long ones cut at the character limit, and only the first statements up to the
 * limit kept. Each change is described in `notes`, so the upload report can show it.
 */
export function applyEvidenceLimits(raw: readonly string[]): { statements: string[]; notes: string[] } {
  const notes: string[] = [];
  const trimmed = raw.map((s) => s.trim());
  const nonBlank = trimmed.filter((s) => s.length > 0);
  if (nonBlank.length < trimmed.length)
    notes.push(`${trimmed.length - nonBlank.length} blank statement(s) dropped`);
  let cut = 0;
  const bounded = nonBlank.map((s) => {
    if (s.length <= EVIDENCE_LIMITS.characters) return s;
    cut++;
    return s.slice(0, EVIDENCE_LIMITS.characters);
  });
  if (cut > 0) notes.push(`${cut} statement(s) cut to ${EVIDENCE_LIMITS.characters} characters`);
  if (bounded.length > EVIDENCE_LIMITS.statements)
    notes.push(`kept the first ${EVIDENCE_LIMITS.statements} of ${bounded.length} statements`);
  return { statements: bounded.slice(0, EVIDENCE_LIMITS.statements), notes };
}
