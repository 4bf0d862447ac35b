// Turns a batch of upload records into evidence statements (extracting articles via the LLM).
import "server-only";
import { createHash } from "node:crypto";
import { AiCallError } from "@/lib/ai/ai-call-error";
import type { AiSettings } from "@/lib/ai/settings";
import { extractWithCache } from "./extract-with-cache";
import type { UploadRecord } from "./parse-contamination-upload";

export type Prepared = { claimRowId: string; externalId: string; statements: string[]; articleSha256: string | null };
export type ClaimFailure = { claimId: string; reason: string; isTransient: boolean };

/** Articles extracted at once; the rate limit still spaces the requests. */
const PARALLEL = 4;

/**
 * Statements per record: uploaded ones as they are, articles through the cached extractor.
 * A record whose extraction still fails after its retries is returned as a failure
 * (external claim id and reason) instead of failing the batch.
 */
export async function prepareStatements(records: readonly UploadRecord[], settings: AiSettings | null, signal?: AbortSignal): Promise<{ prepared: Prepared[]; failed: ClaimFailure[]; costUsd: number; cacheHits: number }> {
  const prepared: Prepared[] = [];
  const failed: ClaimFailure[] = [];
  let costUsd = 0;
  let cacheHits = 0;
  let next = 0;
  async function lane(): Promise<void> {
    while (next < records.length) {
      const record = records[next++]!;
      if ("evidence" in record) {
        prepared.push({ claimRowId: record.claimRowId, externalId: record.externalId, statements: record.evidence, articleSha256: null });
        continue;
      }
      if (!settings?.chatModel) {
        failed.push({ claimId: record.externalId, reason: "no LLM endpoint is configured to extract statements from the article", isTransient: false });
        continue;
      }
      try {
        const out = await extractWithCache(settings, record.article, signal);
        costUsd += out.costUsd;
        if (out.isCached) cacheHits++;
        const articleSha256 = createHash("sha256").update(record.article).digest("hex");
        prepared.push({ claimRowId: record.claimRowId, externalId: record.externalId, statements: out.statements, articleSha256 });
      } catch (err) {
        if (!(err instanceof AiCallError)) throw err;
        failed.push({ claimId: record.externalId, reason: `extraction failed after ${err.attempts} attempt(s): ${err.message}`, isTransient: err.isTransient });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, records.length) }, () => lane()));
  return { prepared, failed, costUsd, cacheHits };
}
