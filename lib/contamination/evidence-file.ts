/**
 * Parsing of the contamination evidence JSONL files (DOMAIN.md §7): one
 * `{claim_id, evidence: [string, ..]}` object per line. Pure: the caller reads
 * the file; errors name the file, the line and the field.
 */
import { z } from "zod";
import { parseJsonlLines } from "./jsonl-lines";

const evidenceRecordSchema = z.object({
  claim_id: z.string().min(1),
  evidence: z.array(z.string()),
});

type EvidenceRecord = z.infer<typeof evidenceRecordSchema>;

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
  const lines = parseJsonlLines(text, evidenceRecordSchema, ({ line, field, detail }) => {
    throw new EvidenceFileError(file, line, field === null ? detail : `field ${field}: ${detail}`);
  });
  const firstLine = new Map<string, number>();
  return lines.map(({ line, value }) => {
    const seen = firstLine.get(value.claim_id);
    if (seen !== undefined) {
      throw new EvidenceFileError(
        file,
        line,
        `duplicate claim_id ${JSON.stringify(value.claim_id)} (first on line ${seen})`,
      );
    }
    firstLine.set(value.claim_id, line);
    return { ...value, line };
  });
}
