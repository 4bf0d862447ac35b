/**
 * Parsing of the contamination evidence JSONL files (DOMAIN.md §7): one
 * `{claim_id, evidence: [string, ..]}` object per line. Pure: the caller reads
 * the file; errors name the file, the line and the field.
 */
import { z } from "zod";

export const evidenceRecordSchema = z.object({
  claim_id: z.string().min(1),
  evidence: z.array(z.string()),
});

export type EvidenceRecord = z.infer<typeof evidenceRecordSchema>;

/** A record with the 1-based line it came from, for later error messages. */
export type EvidenceLine = EvidenceRecord & { line: number };

export class EvidenceFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = "EvidenceFileError";
  }
}

/**
 * Records in file order; blank lines are skipped. Throws EvidenceFileError on
 * a malformed line, a missing or mistyped field, or a repeated claim_id.
 */
export function parseEvidenceJsonl(text: string, file: string): EvidenceLine[] {
  const records: EvidenceLine[] = [];
  const firstLine = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new EvidenceFileError(file, line, "not valid JSON");
    }
    const parsed = evidenceRecordSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join(".") || "(line)";
      throw new EvidenceFileError(file, line, `field ${field}: ${issue?.message ?? "invalid"}`);
    }
    const seen = firstLine.get(parsed.data.claim_id);
    if (seen !== undefined) {
      throw new EvidenceFileError(file, line, `duplicate claim_id ${JSON.stringify(parsed.data.claim_id)} (first on line ${seen})`);
    }
    firstLine.set(parsed.data.claim_id, line);
    records.push({ ...parsed.data, line });
  });
  return records;
}
