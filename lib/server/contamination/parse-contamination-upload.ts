// Reads an uploaded statements or articles file against a benchmark's claims.
import "server-only";
import type { z } from "zod";
import { articleLineSchema, statementsLineSchema, type UploadKind } from "@/lib/schemas/contamination";
import { parseJsonlLines } from "@/lib/contamination/jsonl-lines";
import { ContaminationFileError } from "./contamination-file-error";

/** One usable line: evidence statements, or an article still to be extracted. */
export type UploadRecord = { line: number; externalId: string; claimRowId: string } & (
  { evidence: string[] } | { article: string }
);

/** A line that was read but cannot be used, reported per claim (unknown claim, empty article). */
export type RejectedClaim = { line: number; claimId: string; problem: string };

/**
 * Parses JSONL `{claim_id, evidence: [..]}` (statements) or `{claim_id, article}` (articles).
 * A malformed line, a wrong field or a repeated claim id refuses the whole file with
 * ContaminationFileError (file, line, field). Unknown claims and empty articles are
 * rejected one by one and the rest is accepted. `claimRowIds` maps the claims the
 * uploader can see (external id → row id).
 */
export function parseContaminationUpload(
  text: string,
  fileName: string,
  kind: UploadKind,
  claimRowIds: ReadonlyMap<string, string>,
): { records: UploadRecord[]; rejected: RejectedClaim[] } {
  const schema: z.ZodType<{ claim_id: string; evidence?: string[]; article?: string }> =
    kind === "statements" ? statementsLineSchema : articleLineSchema;
  const records: UploadRecord[] = [];
  const rejected: RejectedClaim[] = [];
  const firstLine = new Map<string, number>();
  const lines = parseJsonlLines(text, schema, ({ line, field, detail }) => {
    throw new ContaminationFileError(fileName, line, field ?? "(line)", detail);
  });
  for (const { line, value } of lines) {
    const { claim_id: claimId } = value;
    const seen = firstLine.get(claimId);
    if (seen !== undefined)
      throw new ContaminationFileError(
        fileName,
        line,
        "claim_id",
        `${JSON.stringify(claimId)} repeats line ${seen}`,
      );
    firstLine.set(claimId, line);
    const claimRowId = claimRowIds.get(claimId);
    if (claimRowId === undefined) {
      rejected.push({
        line,
        claimId,
        problem: "unknown claim: not in this benchmark (or not visible to you)",
      });
    } else if (value.article !== undefined) {
      if (value.article.trim() === "") rejected.push({ line, claimId, problem: "empty article" });
      else records.push({ line, externalId: claimId, claimRowId, article: value.article });
    } else {
      const evidence = (value.evidence ?? []).map((s) => s.trim()).filter((s) => s !== "");
      records.push({ line, externalId: claimId, claimRowId, evidence });
    }
  }
  return { records, rejected };
}
