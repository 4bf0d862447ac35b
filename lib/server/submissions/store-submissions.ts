// The store-and-queue half of an upload (createSubmission): the checked file, split into one
// file per split when it covers several, goes into the store; then, in one transaction, each
// split's quota is checked and its submission row, audit event and scoring job are written.
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { db, type Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import type { PredictionFormat } from "@/lib/scoring/parse-predictions";
import type { SubmissionMeta } from "@/lib/schemas/submission";
import type { Upload } from "@/lib/server/api/read-upload";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import type { Actor } from "@/lib/vocabulary";
import { getQuotaStatus } from "./get-quota-status";
import type { CheckedSplit } from "./read-prediction-file";
import { SCORE_SUBMISSION } from "./score-submission-job";

/** One split's records, written out of a file covering several (`writeSplitFiles`). */
type SplitFile = { split: string; path: string; bytes: number; sha256: string };
/** A file to store, with the name its submission shows. */
type NamedFile = SplitFile & { fileName: string };
/** Where the files go: the benchmark, the splits they were checked against, and the model. */
type Target = { benchmark: { id: string }; splits: { id: string; name: string }[]; modelId: string };

/** One split: the file as uploaded. Several: each split's own records, copied out of it. */
export async function splitFiles(
  upload: Upload,
  format: PredictionFormat,
  covered: CheckedSplit[],
): Promise<NamedFile[]> {
  const base = upload.fileName.replace(/\.(jsonl|csv)$/i, "");
  if (covered.length === 1)
    return [
      {
        split: covered[0]?.name ?? "",
        path: upload.file,
        bytes: upload.bytes,
        sha256: upload.sha256,
        fileName: upload.fileName,
      },
    ];
  return (await writeSplitFiles(upload.file, format, covered, upload.dir, "split")).map((f) => ({
    ...f,
    fileName: `${base}.${f.split}.${format}`,
  }));
}

/**
 * Puts each file in the store, then writes every submission row, its audit event and its
 * scoring job in one transaction (counted against each split's quota); on any failure the
 * stored files are removed again.
 */
export async function storeAndQueue(
  actor: Actor,
  target: Target,
  meta: SubmissionMeta,
  upload: Upload,
  format: PredictionFormat,
  files: NamedFile[],
) {
  const store = getFileStore();
  const stored: { id: string; relative: string; file: NamedFile; splitId: string }[] = [];
  try {
    for (const file of files) {
      const split = target.splits.find((s) => s.name === file.split);
      if (!split) throw new Error(`split ${file.split} vanished while checking`);
      const id = randomUUID();
      const relative = `submissions/${id}.${format}`;
      stored.push({ id, relative, file, splitId: split.id });
      await store.putFile(relative, file.path);
    }
    return await db.$transaction(async (tx) => {
      const out: { id: string; split: string; jobId: string }[] = [];
      for (const s of stored) {
        await checkQuota(tx, { userId: actor.id, benchmarkId: target.benchmark.id, splitId: s.splitId });
        await tx.submission.create({
          data: {
            id: s.id,
            userId: actor.id,
            benchmarkId: target.benchmark.id,
            splitId: s.splitId,
            modelId: target.modelId,
            regime: meta.regime,
            description: meta.description,
            codeUrl: meta.codeUrl ?? null,
            paperUrl: meta.paperUrl ?? null,
            isPublic: meta.isPublic,
            missingAsWrong: meta.missingAsWrong,
            filePath: s.relative,
            fileName: s.file.fileName,
            format,
            fileSha256: s.file.sha256,
            fileBytes: s.file.bytes,
          },
        });
        const detail =
          stored.length === 1
            ? { sha256: s.file.sha256 }
            : {
                sha256: s.file.sha256,
                uploadSha256: upload.sha256,
                uploadName: upload.fileName,
                together: stored.map((o) => o.id),
              };
        await recordAuditEvent(tx, {
          actorId: actor.id,
          action: "submission.create",
          targetType: "submission",
          targetId: s.id,
          detail,
        });
        const job = await enqueueJob(SCORE_SUBMISSION, { submissionId: s.id }, { tx });
        out.push({ id: s.id, split: s.file.split, jobId: job.id });
      }
      return out;
    });
  } catch (err) {
    await Promise.all(stored.map((s) => store.remove(s.relative).catch(() => undefined)));
    throw err;
  }
}

/**
 * Refuses (429) when the user has used the benchmark's daily quota on this hidden split.
 * Must run inside the transaction that then inserts the submission (`storeAndQueue`; an
 * evaluation's start takes a slot of the same quota, `startEvaluation`): on PostgreSQL an
 * advisory lock per (user, split) serializes concurrent requests; on SQLite all write
 * transactions are already serialized. Failures on our side do not count.
 */
export async function checkQuota(
  tx: Tx,
  input: { userId: string; benchmarkId: string; splitId: string },
): Promise<void> {
  if (isPostgres)
    await tx.$executeRawUnsafe(
      "SELECT pg_advisory_xact_lock(hashtext($1))",
      `quota:${input.userId}:${input.splitId}`,
    );
  const quota = await getQuotaStatus({ id: input.userId }, input.benchmarkId, input.splitId, { client: tx });
  if (quota.applies && quota.remaining === 0) {
    throw new AppError(
      "RATE_LIMITED",
      `You have used all ${quota.limit} submissions for this hidden split today; the quota resets at ${quota.resetAt}`,
      undefined,
      {
        resetAt: quota.resetAt,
      },
    );
  }
}

type Out = { stream: WriteStream; hash: ReturnType<typeof createHash>; bytes: number; path: string };

/**
 * Writes one file per split out of a checked file covering several, copying each record's
 * own text (never re-encoding it): a record is the lines after the previous record's end up
 * to its own end (`lines` are record ends, so a CSV value spanning lines stays whole; blank
 * lines travel with the next record). A CSV header (up to the first non-blank line) starts
 * every file. Lines end in "\n".
 */
export async function writeSplitFiles(
  source: string,
  format: PredictionFormat,
  splits: CheckedSplit[],
  dir: string,
  baseName: string,
): Promise<SplitFile[]> {
  const owner = new Map<number, string>();
  for (const split of splits) for (const line of split.lines) owner.set(line, split.name);
  const outs = new Map<string, Out>();
  for (const split of splits) {
    const file = path.join(dir, `${baseName}.${split.name}.${format}`);
    outs.set(split.name, {
      stream: createWriteStream(file),
      hash: createHash("sha256"),
      bytes: 0,
      path: file,
    });
  }
  const write = async (out: Out, text: string) => {
    const data = Buffer.from(text, "utf8");
    out.hash.update(data);
    out.bytes += data.length;
    if (!out.stream.write(data)) await once(out.stream, "drain");
  };
  let pending: string[] = [];
  let number = 0;
  let inHeader = format === "csv";
  for await (const line of createInterface({
    input: createReadStream(source, { encoding: "utf8" }),
    crlfDelay: Infinity,
  })) {
    number += 1;
    pending.push(line);
    if (inHeader) {
      if (line.trim() === "") continue;
      for (const out of outs.values()) await write(out, `${pending.join("\n")}\n`);
      pending = [];
      inHeader = false;
      continue;
    }
    const split = owner.get(number);
    if (split === undefined) continue;
    const out = outs.get(split);
    if (out) await write(out, `${pending.join("\n")}\n`);
    pending = [];
  }
  const files: SplitFile[] = [];
  for (const [split, out] of outs) {
    out.stream.end();
    await once(out.stream, "finish");
    files.push({ split, path: out.path, bytes: out.bytes, sha256: out.hash.digest("hex") });
  }
  return files;
}
