// Accepts an evidence upload (a model's or the oracle's) and queues its processing.
import "server-only";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { getAiAvailability } from "@/lib/ai/settings";
import { hasAccess } from "@/lib/server/access/has-access";
import { findVisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { uploadKindSchema, uploadTargetSchema } from "@/lib/schemas/contamination";
import { checkEvidenceQuota } from "./check-evidence-quota";
import { loadClaimIds } from "./load-claim-ids";
import { parseContaminationUpload, type RejectedClaim } from "./parse-contamination-upload";
import { queueContaminationUpload } from "./queue-contamination-upload";
import type { ContaminationJobPayload } from "./upload-records";
import type { Actor, UploadKind, UploadTarget } from "@/lib/vocabulary";

interface UploadInput {
  slug: string;
  target: UploadTarget;
  kind: UploadKind;
  /** Required for target "model": one of the actor's own models. */
  modelId?: string;
}

export interface UploadReceipt {
  uploadId: string;
  jobId: string;
  /** Claims queued for processing. */
  total: number;
  rejected: RejectedClaim[];
}

/**
 * Checks the file completely, then stores it with its upload record and job in one
 * transaction. Model evidence: the model must be the actor's and the benchmark visible and
 * accessible to them (as for submissions), and on benchmarks with hidden test labels it
 * shares the daily quota (checkEvidenceQuota). Oracle evidence: maintainers of the benchmark only. Articles need a configured
 * chat model. A file with nothing usable is refused and stores nothing.
 */
export async function createContaminationUpload(
  actor: Actor,
  input: UploadInput,
  file: { path: string; name: string },
): Promise<UploadReceipt> {
  const target = uploadTargetSchema.parse(input.target);
  const kind = uploadKindSchema.parse(input.kind);
  if (!/\.jsonl$/i.test(file.name))
    throw new AppError("BAD_REQUEST", `${file.name}: the file name must end in .jsonl`);
  const benchmark = await findVisibleBenchmark(actor, input.slug);
  let modelId: string | null = null;
  if (target === "model") {
    const model = input.modelId
      ? await db.modelEntry.findFirst({
          where: { id: input.modelId, ownerId: actor.id },
          select: { id: true },
        })
      : null;
    if (!model)
      throw new AppError("NOT_FOUND", "No model of yours with that id", {
        modelId: "Choose one of your models",
      });
    if (!(await hasAccess(actor, benchmark)))
      throw new AppError(
        "FORBIDDEN",
        `Request access to '${benchmark.slug}' before uploading evidence for it`,
      );
    // Refused early, before the file is read; checked again where the upload is recorded.
    await checkEvidenceQuota(db, actor, benchmark.id);
    modelId = model.id;
  } else if (!benchmark.canMaintain) {
    throw new AppError("FORBIDDEN", `Only maintainers of '${benchmark.slug}' can upload oracle evidence`);
  }
  if (kind === "articles" && !getAiAvailability().extraction) {
    throw new AppError(
      "BAD_REQUEST",
      "No LLM endpoint is configured on this server, so articles cannot be turned into statements: upload extracted statements instead",
    );
  }
  const text = await readFile(file.path, "utf8");
  const { records, rejected } = parseContaminationUpload(
    text,
    file.name,
    kind,
    await loadClaimIds(benchmark),
  );
  if (records.length === 0) {
    const first = rejected[0];
    throw new AppError(
      "BAD_REQUEST",
      `${file.name}: no usable line${first ? ` (line ${first.line}, claim ${first.claimId}: ${first.problem}${rejected.length > 1 ? `, and ${rejected.length - 1} more` : ""})` : ""}; nothing was stored`,
    );
  }

  const uploadId = randomUUID();
  const filePath = `contamination/${uploadId}.jsonl`;
  const store = getFileStore();
  await store.putFile(filePath, file.path);
  const payload: ContaminationJobPayload = {
    uploadId,
    benchmarkId: benchmark.id,
    modelId,
    target,
    kind,
    filePath,
    fileName: file.name,
    actorId: actor.id,
  };
  const jobId = await db
    .$transaction(async (tx) => {
      if (target === "model") await checkEvidenceQuota(tx, actor, benchmark.id);
      return queueContaminationUpload(tx, payload, { total: records.length, rejected });
    })
    .catch(async (err: unknown) => {
      await store.remove(filePath);
      throw err;
    });
  return { uploadId, jobId, total: records.length, rejected };
}
