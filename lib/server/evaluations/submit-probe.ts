// The closed-book probe's articles as a contamination upload of the model (DOMAIN §8).
import "server-only";
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { loadClaimIds } from "@/lib/server/contamination/load-claim-ids";
import {
  parseContaminationUpload,
  type RejectedClaim,
} from "@/lib/server/contamination/parse-contamination-upload";
import { queueContaminationUpload } from "@/lib/server/contamination/queue-contamination-upload";
import type { ContaminationJobPayload } from "@/lib/server/contamination/upload-records";
import { getFileStore } from "@/lib/server/storage/get-file-store";

interface ProbeOwner {
  id: string;
  userId: string;
  benchmarkId: string;
  modelId: string;
}

/** An articles file in the store, ready to become the model's upload. */
interface StoredProbeFile {
  payload: ContaminationJobPayload;
  total: number;
  rejected: RejectedClaim[];
  /** Removes the stored file again (the transaction did not commit). */
  discard: () => Promise<void>;
}

/** One `{claim_id, article}` line per usable stored article (text, no failure kind), in claim-id order. */
function articleLines(
  rows: readonly { externalId: string; rawOutput: string; failureKind: string | null }[],
): string[] {
  return [...rows]
    .filter((r) => r.failureKind === null && r.rawOutput.trim() !== "")
    .sort((a, b) => (a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0))
    .map((r) => JSON.stringify({ claim_id: r.externalId, article: r.rawOutput }));
}

/**
 * Builds `evaluation-<id>-articles.jsonl` from the evaluation's stored articles, reads it
 * as the upload path reads an articles file, and puts it in the store where uploads go
 * (`contamination/<uploadId>.jsonl`). Null when no article has text: nothing to submit.
 */
export async function storeProbeFile(evaluation: ProbeOwner): Promise<StoredProbeFile | null> {
  const rows = await db.evaluationItem.findMany({
    where: { evaluationId: evaluation.id, task: "article" },
    select: { externalId: true, rawOutput: true, failureKind: true },
  });
  const lines = articleLines(rows);
  if (lines.length === 0) return null;
  const text = lines.map((l) => `${l}\n`).join("");
  const fileName = `evaluation-${evaluation.id}-articles.jsonl`;
  // The same reading the upload job makes of the stored file.
  const claimIds = await loadClaimIds({ id: evaluation.benchmarkId, canMaintain: true });
  const { records, rejected } = parseContaminationUpload(text, fileName, "articles", claimIds);
  if (records.length === 0) return null;
  const uploadId = randomUUID();
  const filePath = `contamination/${uploadId}.jsonl`;
  const store = getFileStore();
  await store.putBytes(filePath, text);
  return {
    payload: {
      uploadId,
      benchmarkId: evaluation.benchmarkId,
      modelId: evaluation.modelId,
      target: "model",
      kind: "articles",
      filePath,
      fileName,
      actorId: evaluation.userId,
    },
    total: records.length,
    rejected,
    discard: () => store.remove(filePath).catch(() => undefined),
  };
}

/**
 * Inside the transaction that submits the evaluation: the upload's job and record, exactly
 * as an accepted upload's (the owner's: it takes the evidence slot the run reserved), and
 * the upload's id on the evaluation.
 */
export async function submitProbeUpload(tx: Tx, evaluationId: string, file: StoredProbeFile): Promise<void> {
  await queueContaminationUpload(tx, file.payload, {
    total: file.total,
    rejected: file.rejected,
    evaluationId,
  });
  await tx.evaluation.update({
    where: { id: evaluationId },
    data: { probeUploadId: file.payload.uploadId },
  });
}

/** For a `.catch` after another file was stored: removes that one, then fails as before. */
export const discardFirst =
  (stored: { discard: () => Promise<void> }) =>
  async (err: unknown): Promise<never> => {
    await stored.discard();
    throw err;
  };
