// Sets a benchmark's list of named contamination metrics (DOMAIN §4).
import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { metricsConfigSchema } from "@/lib/schemas/contamination";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { checkOutboundUrl } from "@/lib/outbound/check-outbound-url";
import type { Actor } from "@/lib/vocabulary";
import { embeddingSettingsFor } from "./embedding-settings-for";
import { getTauCalibration } from "./get-tau-calibration";
import { loadContaminationMetrics, type MetricConfig } from "./load-contamination-metrics";
import { RESCORE_METRICS_JOB } from "./rescore-metrics-job";

interface SavedMetrics {
  metrics: MetricConfig[];
  /** Metrics whose scores are being computed again (new, or kind, model or endpoint changed). */
  rescoring: string[];
  /** Metrics removed: their scores were deleted. */
  removed: string[];
  jobId: string | null;
}

/**
 * 400 when an endpoint a maintainer typed breaks a rule of the outbound guard (docs/SECURITY.md,
 * "Outbound calls"): the message and the field name the metric and the rule. The operator's
 * OPENAI_BASE_URL is not checked; every call checks the others again.
 */
async function refuseGuardedEndpoints(metrics: readonly MetricConfig[]): Promise<void> {
  const reasons = await Promise.all(
    metrics.map((m) => {
      const settings = embeddingSettingsFor(m);
      return settings?.isGuarded ? checkOutboundUrl(settings.baseURL) : null;
    }),
  );
  const refused = reasons.flatMap((reason, i) => (reason ? [{ i, reason }] : []));
  const [first] = refused;
  if (first)
    throw new AppError(
      "BAD_REQUEST",
      `The endpoint of '${metrics[first.i]?.name}' is ${first.reason}`,
      Object.fromEntries(refused.map(({ i, reason }) => [`metrics.${i}.baseUrl`, reason])),
    );
}

const sameDefinition = (a: MetricConfig, b: Pick<MetricConfig, "kind" | "model" | "baseUrl">) =>
  a.kind === b.kind && (a.model ?? null) === (b.model ?? null) && (a.baseUrl ?? null) === (b.baseUrl ?? null);

/**
 * Maintainers only; audited ("contamination.metrics"). Replaces the whole list (order kept).
 * τ may be "calibrated": the best τ of the human-label calibration of that metric, taken
 * now (400 when the metric has no labelled pair with a score). A metric that is new, or
 * whose kind, model or endpoint changed, loses its old scores and is scored again on every
 * stored evidence pair by a job; a removed one loses its scores; a changed τ needs nothing
 * (flags are computed when read). A name is the metric's identity: renaming one is
 * removing it and adding another. An embedding endpoint other than OPENAI_BASE_URL must pass
 * the outbound guard (`checkOutboundUrl`): 400 naming the rule otherwise.
 */
export async function saveContaminationMetrics(
  actor: Actor,
  slug: string,
  input: unknown,
): Promise<SavedMetrics> {
  const config = parseInput(metricsConfigSchema, input, "Check the metrics");
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const current = await loadContaminationMetrics(benchmark);
  const wantsCalibration = config.metrics.some((m) => m.tau === "calibrated");
  const calibration = wantsCalibration ? await getTauCalibration(actor, slug) : null;
  const metrics: MetricConfig[] = config.metrics.map((m, i) => {
    let tau = m.tau;
    if (tau === "calibrated") {
      const best = calibration?.metrics[m.name]?.best;
      if (!best)
        throw new AppError("BAD_REQUEST", "Check the metrics", {
          [`metrics.${i}.tau`]: `'${m.name}' has no human-labelled pair with a score yet, so τ cannot be calibrated: set a number`,
        });
      tau = best.tau;
    }
    return {
      name: m.name,
      kind: m.kind,
      model: m.model ?? null,
      baseUrl: m.baseUrl ?? null,
      tau,
      isDefault: false,
    };
  });
  await refuseGuardedEndpoints(metrics);
  const before = new Map(current.map((m) => [m.name, m]));
  const rescoring = metrics.filter((m) => {
    const old = before.get(m.name);
    return !old || !sameDefinition(old, m);
  });
  const kept = new Set(metrics.map((m) => m.name));
  const removed = current.filter((m) => !kept.has(m.name)).map((m) => m.name);
  const stale = [...removed, ...rescoring.map((m) => m.name)];
  return db.$transaction(
    async (tx) => {
      await tx.contaminationMetricConfig.deleteMany({ where: { benchmarkId: benchmark.id } });
      for (const [position, m] of metrics.entries())
        await tx.contaminationMetricConfig.create({
          data: {
            benchmarkId: benchmark.id,
            name: m.name,
            kind: m.kind,
            model: m.model,
            baseUrl: m.baseUrl,
            tau: m.tau,
            position,
          },
        });
      if (stale.length > 0)
        await tx.contaminationScore.deleteMany({
          where: { metric: { in: stale }, claim: { benchmarkId: benchmark.id } },
        });
      const job =
        rescoring.length > 0
          ? await enqueueJob(
              RESCORE_METRICS_JOB,
              { benchmarkId: benchmark.id, metrics: rescoring.map((m) => m.name) },
              { tx, maxAttempts: 8 },
            )
          : null;
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "contamination.metrics",
        targetType: "benchmark",
        targetId: benchmark.id,
        detail: {
          metrics: metrics.map(({ isDefault: _d, ...m }) => m),
          calibrated: config.metrics.filter((m) => m.tau === "calibrated").map((m) => m.name),
          rescoring: rescoring.map((m) => m.name),
          removed,
          jobId: job?.id ?? null,
        },
      });
      return { metrics, rescoring: rescoring.map((m) => m.name), removed, jobId: job?.id ?? null };
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}
