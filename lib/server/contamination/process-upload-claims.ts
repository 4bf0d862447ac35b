// Runs an upload's pending claims through extraction and scoring, committing as they finish.
import "server-only";
import { createCostMeter } from "@/lib/ai/cost";
import type { AiSettings } from "@/lib/ai/settings";
import type { MeteorScorer } from "@/lib/contamination/meteor";
import type { MetricConfig } from "./load-contamination-metrics";
import type { UploadRecord } from "./parse-contamination-upload";
import { prepareClaim, type ClaimFailure, type Prepared } from "./prepare-claim";
import type { ContaminationJobPayload } from "./upload-records";
import { writeEvidenceBatch, type UploadTally } from "./write-evidence-batch";

/** Claims extracted at once; the rate limit still spaces the requests. */
const PARALLEL = 4;
/** Most claims committed in one transaction (uploaded statements arrive all at once). */
const CONTAMINATION_BATCH = 25;
/** Claims failing in a row for endpoint reasons (timeouts, 5xx, 429, connection) that mean it is down. */
const DOWN_AFTER = 8;

type UploadStopReason =
  /** The endpoint refused our credentials (401/403): every other request would fail the same way. */
  | { kind: "rejected"; message: string }
  /** The endpoint failed for every one of the last claims: it is down or overloaded. */
  | { kind: "down"; message: string; retryAfterMs: number | null };

interface ProcessOutcome {
  /** Claims of `records` not started, because the time slice ended or the run stopped. */
  remaining: number;
  /** External ids of the claims that failed in this run. */
  failedIds: string[];
  stop: UploadStopReason | null;
}

interface ProcessInput {
  payload: ContaminationJobPayload;
  jobId: string;
  records: readonly UploadRecord[];
  settings: AiSettings | null;
  /** The benchmark's metrics (loadContaminationMetrics): what every claim is scored under. */
  metrics: readonly MetricConfig[];
  scorer: MeteorScorer;
  signal: AbortSignal;
  /** No claim is started after this time (ms since epoch); the job continues in a new one. */
  stopStartingAt: number;
}

/**
 * Claims go through PARALLEL extraction lanes; whatever is ready (prepared or failed) is
 * committed by one writer as soon as it is free, so progress moves claim by claim and a
 * crash loses only uncommitted claims. Claims that fail are reported per claim and the
 * run goes on, except when the endpoint rejects our credentials or fails DOWN_AFTER
 * claims in a row (`stop`). Errors that are not the endpoint's (the job's abort, the
 * database) end the run and are thrown once every lane has stopped.
 */
export async function processUploadClaims(input: ProcessInput): Promise<ProcessOutcome> {
  const { payload, jobId, records, settings, metrics, scorer, signal, stopStartingAt } = input;
  const hasEmbeddings = metrics.some((m) => m.kind === "embedding" && m.model && m.baseUrl);
  const tally: UploadTally = { meter: createCostMeter(), recordedUsd: 0, cacheHits: 0, recordedCacheHits: 0 };
  const ready: Prepared[] = [];
  const failures: ClaimFailure[] = [];
  const failedIds: string[] = [];
  const downAfter = Math.min(DOWN_AFTER, records.length);
  let next = 0;
  let streak = 0;
  let stop: UploadStopReason | null = null;
  let fatal: { error: unknown } | null = null;
  let lanesDone = false;
  let wakeWriter: (() => void) | null = null;
  let wakeLanes: (() => void)[] = [];
  const notifyWriter = () => (wakeWriter?.(), (wakeWriter = null));
  const notifyLanes = () => (wakeLanes.forEach((w) => w()), (wakeLanes = []));

  const observe = (failure: ClaimFailure) => {
    failedIds.push(failure.claimId);
    const error = failure.error;
    if (error?.isAuthFailure)
      stop ??= { kind: "rejected", message: `the LLM endpoint refused the request (${failure.reason})` };
    if (!error?.isTransient) return void (streak = 0);
    if (++streak >= downAfter)
      stop ??= {
        kind: "down",
        message: `the LLM endpoint failed for ${streak} claims in a row (the last: ${failure.reason})`,
        retryAfterMs: error.retryAfterMs,
      };
  };

  async function lane(): Promise<void> {
    let started = 0;
    while (!stop && !fatal && next < records.length && (started === 0 || Date.now() < stopStartingAt)) {
      if (ready.length >= 2 * CONTAMINATION_BATCH) {
        await new Promise<void>((resolve) => wakeLanes.push(resolve)); // let the writer catch up
        continue;
      }
      const record = records[next++]!;
      started++;
      const result = await prepareClaim(record, settings, { signal, meter: tally.meter });
      if ("prepared" in result) {
        ready.push(result.prepared);
        if (result.prepared.isCached) tally.cacheHits++;
        else if ("article" in record) streak = 0; // the endpoint answered
      } else {
        failures.push(result.failure);
        observe(result.failure);
      }
      notifyWriter();
    }
  }

  async function writer(): Promise<void> {
    while (!fatal) {
      if (ready.length === 0 && failures.length === 0) {
        if (lanesDone) return;
        await new Promise<void>((resolve) => (wakeWriter = resolve));
        continue;
      }
      const prepared = ready.splice(0, CONTAMINATION_BATCH);
      const failed = failures.splice(0);
      const outcome = await writeEvidenceBatch(
        payload,
        jobId,
        { prepared, failed },
        metrics,
        scorer,
        tally,
        signal,
      );
      const embedFailures = outcome.failed.slice(failed.length);
      embedFailures.forEach(observe);
      if (hasEmbeddings && prepared.length > 0 && embedFailures.length === 0) streak = 0;
      notifyLanes();
    }
  }

  const guard = (work: Promise<void>) =>
    work.catch((error: unknown) => {
      fatal ??= { error };
      notifyLanes();
      notifyWriter();
    });
  const writing = guard(writer());
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(PARALLEL, records.length)) }, () => guard(lane())),
  );
  lanesDone = true;
  notifyWriter();
  await writing;
  const failure = fatal as { error: unknown } | null; // set inside the closures above
  if (failure) throw failure.error;
  return { remaining: records.length - next, failedIds, stop };
}
