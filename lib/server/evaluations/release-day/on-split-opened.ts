import "server-only";
import { db, type Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { isAppError, isUniqueViolation } from "@/lib/errors/app-error";
import { formatUsd } from "@/lib/format";
import { EVALUATION_REGIMES } from "@/lib/schemas/evaluation";
import { notifyUser } from "@/lib/server/notifications/notify-user";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";
import { startEvaluation } from "../start-evaluation";
import { estimateRunUsd, spentThisMonth } from "./month-spend";

/** What one split's opening did, per opted-in model id. */
type SplitOpenedResult =
  | { status: "closed" }
  | { status: "embargoed"; until: Date }
  | { status: "opened"; started: string[]; overLimit: string[]; refused: string[]; skipped: string[] };

type OptIn = Awaited<ReturnType<typeof loadOptIns>>[number];
type OpenSplit = { id: string; name: string; benchmark: { id: string; slug: string; title: string } };

/** The run would pass the monthly limit: thrown inside the start's transaction to undo it. */
class OverLimitError extends Error {
  constructor(readonly spent: number) {
    super("over the monthly limit");
  }
}

/**
 * A test split opened for submissions (DOMAIN §8, "Release-day evaluations"): every model
 * opted in to its benchmark, with an endpoint and an owner not disabled, gets one evaluation
 * through `startEvaluation` (all its checks), unless it would pass the opt-in's monthly limit
 * or the start refuses it (its owner is told). Idempotent: a model with a release-day outcome
 * or any evaluation on the split is skipped, so a re-run after a crash starts nothing twice.
 * `now` is the clock the split's opening and the month are read at.
 */
export async function onSplitOpened(input: { splitId: string; now: Date }): Promise<SplitOpenedResult> {
  const { now } = input;
  const split = await db.split.findUnique({
    where: { id: input.splitId },
    select: {
      id: true,
      name: true,
      kind: true,
      embargoUntil: true,
      retiredAt: true,
      benchmark: { select: { id: true, slug: true, title: true, archivedAt: true, unpublishedAt: true } },
    },
  });
  if (!split || split.kind !== "test" || split.retiredAt) return { status: "closed" };
  if (split.benchmark.archivedAt || split.benchmark.unpublishedAt) return { status: "closed" };
  if (split.embargoUntil && split.embargoUntil > now)
    return { status: "embargoed", until: split.embargoUntil };

  const result = {
    started: [] as string[],
    overLimit: [] as string[],
    refused: [] as string[],
    skipped: [] as string[],
  };
  const optIns = await loadOptIns(split.benchmark.id);
  const seen = await modelsAlreadyOnSplit(
    split.id,
    optIns.map((o) => o.modelId),
  );
  for (const optIn of optIns) {
    if (seen.has(optIn.modelId)) {
      result.skipped.push(optIn.modelId);
      continue;
    }
    const outcome = await startOne(split, optIn, now);
    result[outcome].push(optIn.modelId);
  }
  return { status: "opened", ...result };
}

function loadOptIns(benchmarkId: string) {
  return db.releaseDayOptIn.findMany({
    where: { benchmarkId, model: { endpoint: { isNot: null }, owner: { disabledAt: null } } },
    orderBy: { createdAt: "asc" },
    select: {
      modelId: true,
      monthlyLimitUsd: true,
      isPublic: true,
      model: {
        select: {
          name: true,
          regime: true,
          owner: { select: { id: true, email: true, role: true } },
          endpoint: {
            select: { pricePromptPerMTok: true, priceCompletionPerMTok: true, maxUsdPerRun: true },
          },
        },
      },
    },
  });
}

async function modelsAlreadyOnSplit(splitId: string, modelIds: string[]): Promise<Set<string>> {
  const [runs, evaluations] = await Promise.all([
    db.releaseDayRun.findMany({ where: { splitId, modelId: { in: modelIds } }, select: { modelId: true } }),
    db.evaluation.findMany({ where: { splitId, modelId: { in: modelIds } }, select: { modelId: true } }),
  ]);
  return new Set([...runs, ...evaluations].map((r) => r.modelId));
}

async function startOne(
  split: OpenSplit,
  optIn: OptIn,
  now: Date,
): Promise<"started" | "overLimit" | "refused" | "skipped"> {
  const { model } = optIn;
  if (!model.endpoint) return "skipped";
  const estimate = estimateRunUsd(model.endpoint);
  const key = { modelId: optIn.modelId, benchmarkId: split.benchmark.id };
  const regime = (EVALUATION_REGIMES as readonly string[]).includes(model.regime)
    ? model.regime
    : "evidence_bounded";
  try {
    await startEvaluation(
      model.owner,
      {
        benchmark: split.benchmark.slug,
        split: split.name,
        modelId: optIn.modelId,
        regime,
        isPublic: optIn.isPublic,
      },
      {
        now,
        onCreated: async (tx, evaluation) => {
          await lockOptIn(tx, key);
          const spent = await spentThisMonth(tx, key, now);
          if (spent + estimate > optIn.monthlyLimitUsd) throw new OverLimitError(spent);
          await tx.releaseDayRun.create({
            data: {
              ...key,
              splitId: split.id,
              outcome: "started",
              evaluationId: evaluation.id,
              estimatedUsd: estimate,
              createdAt: now,
            },
          });
        },
      },
    );
    return "started";
  } catch (err) {
    // Another run of the job recorded this model first: nothing to do.
    if (isUniqueViolation(err)) return "skipped";
    if (err instanceof OverLimitError) {
      const reason = `it may cost up to ${formatUsd(estimate)}, and ${formatUsd(err.spent)} of this month's ${formatUsd(optIn.monthlyLimitUsd)} limit is already spent or reserved`;
      return (await recordNotStarted(split, optIn, now, { outcome: "over_limit", estimate, reason }))
        ? "overLimit"
        : "skipped";
    }
    if (isAppError(err)) {
      await recordNotStarted(split, optIn, now, { outcome: "refused", estimate, reason: err.message });
      return "refused";
    }
    throw err;
  }
}

/** Serialises the limit check of one opt-in across workers (SQLite runs one transaction at a time). */
async function lockOptIn(tx: Tx, key: { modelId: string; benchmarkId: string }): Promise<void> {
  if (isPostgres)
    await tx.$executeRawUnsafe(
      "SELECT pg_advisory_xact_lock(hashtext($1))",
      `release-day:${key.modelId}:${key.benchmarkId}`,
    );
}

/** Records a run not started and tells its owner, in one transaction; false when already recorded. */
async function recordNotStarted(
  split: OpenSplit,
  optIn: OptIn,
  now: Date,
  run: { outcome: "over_limit" | "refused"; estimate: number; reason: string },
): Promise<boolean> {
  const { model } = optIn;
  const where = `${split.benchmark.title}, split ${split.name}`;
  try {
    const outboxId = await db.$transaction(async (tx) => {
      await tx.releaseDayRun.create({
        data: {
          modelId: optIn.modelId,
          benchmarkId: split.benchmark.id,
          splitId: split.id,
          outcome: run.outcome,
          estimatedUsd: run.estimate,
          reason: run.reason,
          createdAt: now,
        },
      });
      return notifyUser(tx, {
        user: model.owner,
        message: `The release-day evaluation of ${model.name} on ${where} was not started: ${run.reason}.`,
        link: `/models/${optIn.modelId}`,
        subject: `LiveCheck: release-day evaluation of ${model.name} not started`,
        body: [
          `Split ${split.name} of ${split.benchmark.title} opened for submissions, and ${model.name} is opted in to be evaluated on every new split.`,
          ``,
          `The evaluation was not started: ${run.reason}.`,
          ``,
          `Nothing was charged and no submission of today's quota was used. You can change the limit, or start the evaluation yourself, on the model's page: /models/${optIn.modelId}`,
        ].join("\n"),
      });
    });
    await deliverOutboxEmails([outboxId]);
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
