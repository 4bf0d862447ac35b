// Turns one upload record into evidence statements (extracting an article via the LLM).
import "server-only";
import { createHash } from "node:crypto";
import { AiCallError } from "@/lib/ai/ai-call-error";
import type { CallOptions } from "@/lib/ai/call-options";
import type { AiSettings } from "@/lib/ai/settings";
import { extractWithCache } from "./extract-with-cache";
import type { UploadRecord } from "./parse-contamination-upload";

export type Prepared = {
  claimRowId: string;
  externalId: string;
  statements: string[];
  articleSha256: string | null;
  /** What the schema's limits changed in the extracted statements. */
  notes: string[];
  isCached: boolean;
};

/** A claim that could not be processed, with the reason shown to the uploader. */
export type ClaimFailure = { claimId: string; reason: string; error: AiCallError | null };

/**
 * Statements for one record: uploaded ones as they are, an article through the cached
 * extractor. An extraction that still fails after its retries is returned as a failure
 * (the external claim id and what really happened) instead of thrown; anything else that
 * goes wrong (the job's abort, the database) is thrown.
 */
export async function prepareClaim(
  record: UploadRecord,
  settings: AiSettings | null,
  options: CallOptions,
): Promise<{ prepared: Prepared } | { failure: ClaimFailure }> {
  const base = { claimRowId: record.claimRowId, externalId: record.externalId };
  if ("evidence" in record)
    return {
      prepared: { ...base, statements: record.evidence, articleSha256: null, notes: [], isCached: false },
    };
  if (!settings?.chatModel) {
    return {
      failure: {
        claimId: record.externalId,
        reason: "no LLM endpoint is configured to extract statements from the article",
        error: null,
      },
    };
  }
  try {
    const out = await extractWithCache(settings, record.article, options);
    const articleSha256 = createHash("sha256").update(record.article).digest("hex");
    return {
      prepared: {
        ...base,
        statements: out.statements,
        articleSha256,
        notes: out.notes,
        isCached: out.isCached,
      },
    };
  } catch (err) {
    if (!(err instanceof AiCallError)) throw err;
    return { failure: { claimId: record.externalId, reason: err.summary("extraction"), error: err } };
  }
}
