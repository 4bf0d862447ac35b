import "server-only";
import type { Tx } from "@/lib/db";
import type { AccessDecision } from "@/lib/vocabulary";
import type {
  AccessDecidedEvent,
  EvaluationFinishedEvent,
  ReleasePublishedEvent,
  SplitOpenedEvent,
  SplitRetiredEvent,
  SubmissionFailedEvent,
  SubmissionScoredEvent,
} from "./event-types";

// Each builder reads what its event names inside the caller's transaction, so the event
// describes the change as it commits. Call sites read `emitEvent(tx, await xEvent(tx, id))`.

const BENCHMARK = { select: { slug: true, title: true } } as const;
const at = (date: Date) => date.toISOString();

/** `release.published` for a release just published. */
export async function releasePublishedEvent(tx: Tx, releaseId: string): Promise<ReleasePublishedEvent> {
  const r = await tx.release.findUniqueOrThrow({
    where: { id: releaseId },
    select: { version: true, publishedAt: true, benchmark: BENCHMARK },
  });
  return {
    type: "release.published",
    benchmark: r.benchmark,
    occurredAt: at(r.publishedAt ?? new Date()),
    link: `/benchmarks/${r.benchmark.slug}`,
    release: { version: r.version },
  };
}

/** `split.opened` (or `split.retired`) for a split, at `occurredAt` (the embargo's end, the publication). */
export async function splitEvent(
  tx: Tx,
  type: "split.opened" | "split.retired",
  splitId: string,
  occurredAt: Date,
): Promise<SplitOpenedEvent | SplitRetiredEvent> {
  const s = await tx.split.findUniqueOrThrow({
    where: { id: splitId },
    select: { name: true, kind: true, benchmark: BENCHMARK },
  });
  const base = {
    benchmark: s.benchmark,
    occurredAt: at(occurredAt),
    link: `/benchmarks/${s.benchmark.slug}`,
  };
  if (type === "split.retired") return { type, ...base, split: { name: s.name } };
  return { type, ...base, split: { name: s.name, kind: s.kind === "dev" ? "dev" : "test" } };
}

/** `submission.scored` or `submission.failed`, from the submission's status as just written. */
export async function submissionEvent(
  tx: Tx,
  submissionId: string,
): Promise<SubmissionScoredEvent | SubmissionFailedEvent> {
  const s = await tx.submission.findUniqueOrThrow({
    where: { id: submissionId },
    select: {
      status: true,
      errorKind: true,
      benchmark: BENCHMARK,
      split: { select: { name: true } },
      model: { select: { name: true } },
    },
  });
  const base = {
    benchmark: s.benchmark,
    occurredAt: at(new Date()),
    link: `/submissions/${submissionId}`,
  };
  const submission = { id: submissionId, split: s.split.name, model: s.model.name };
  if (s.status === "scored") return { type: "submission.scored", ...base, submission };
  if (s.status !== "failed")
    throw new Error(`submission ${submissionId} is ${s.status}: neither scored nor failed`);
  const errorKind = s.errorKind === "file" ? "file" : "platform";
  return { type: "submission.failed", ...base, submission: { ...submission, errorKind } };
}

/** `evaluation.finished`, from the evaluation's final status as just written. */
export async function evaluationFinishedEvent(
  tx: Tx,
  evaluationId: string,
): Promise<EvaluationFinishedEvent> {
  const e = await tx.evaluation.findUniqueOrThrow({
    where: { id: evaluationId },
    select: { status: true, benchmarkId: true, splitId: true, model: { select: { name: true } } },
  });
  const benchmark = await tx.benchmark.findUniqueOrThrow({
    where: { id: e.benchmarkId },
    select: { slug: true, title: true },
  });
  const split = await tx.split.findUniqueOrThrow({ where: { id: e.splitId }, select: { name: true } });
  if (e.status !== "done" && e.status !== "failed" && e.status !== "limit_reached")
    throw new Error(`evaluation ${evaluationId} is ${e.status}: it has not finished`);
  return {
    type: "evaluation.finished",
    benchmark,
    occurredAt: at(new Date()),
    link: `/evaluations/${evaluationId}`,
    evaluation: { id: evaluationId, split: split.name, model: e.model.name, status: e.status },
  };
}

/** `access.decided` for a request just decided; `contact` is getBenchmarkContact's (read before the transaction). */
export async function accessDecidedEvent(
  tx: Tx,
  requestId: string,
  decision: AccessDecision,
  contact: string | null,
): Promise<AccessDecidedEvent> {
  const r = await tx.accessRequest.findUniqueOrThrow({
    where: { id: requestId },
    select: { reason: true, decidedAt: true, benchmark: BENCHMARK },
  });
  return {
    type: "access.decided",
    benchmark: r.benchmark,
    occurredAt: at(r.decidedAt ?? new Date()),
    link: `/benchmarks/${r.benchmark.slug}/access`,
    access: { requestId, decision, reason: r.reason, contact },
  };
}
