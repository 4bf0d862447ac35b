// Release-day evaluations (issue 24, DOMAIN §8): publication queues a split.opened job per
// test split, due at its opening (embargo end); the job starts one evaluation per opted-in
// model only (not a model without opt-in, one opted in elsewhere, one whose endpoint was
// removed, one whose owner is disabled), idempotently; the monthly limit (the over-limit run
// not started, its owner told, nothing charged); the benchmark page's counts and the board
// filling in; the owner-only opt-in service.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { onSplitOpened } from "@/lib/server/evaluations/release-day/on-split-opened";
import { spentThisMonth } from "@/lib/server/evaluations/release-day/month-spend";
import { SPLIT_OPENED } from "@/lib/server/evaluations/release-day/queue-split-opened";
import { splitOpenedHandler } from "@/lib/server/evaluations/release-day/split-opened-job";
import { countReleaseDayRuns } from "@/lib/server/evaluations/release-day/count-release-day-runs";
import { listReleaseDayOptIns } from "@/lib/server/evaluations/release-day/list-release-day-opt-ins";
import {
  removeReleaseDayOptIn,
  saveReleaseDayOptIn,
} from "@/lib/server/evaluations/release-day/save-release-day-opt-in";
import { deleteModelEndpoint } from "@/lib/server/model-endpoints/delete-model-endpoint";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { EMBARGO_END, importReleaseDayBenchmark } from "../support/release-day-fixture";
import type { FakeOpenAi } from "../support/fake-openai";
import {
  newOwnerWithEndpoint,
  runEvaluationJobs,
  useEvaluationSetup,
  verdictOf,
} from "../support/evaluation-fixture";
import { runQueuedJobs } from "../support/scoring-jobs";

const KEY = "sk-release-day-4f3a2b1c0d9e8f7a";
const started = new Date();
let fake: FakeOpenAi;
let slug = "";
let otherSlug = "";
const splitIds: Record<string, string> = {};

async function optIn(
  user: { id: string; role: string },
  modelId: string,
  benchmark: string,
  monthlyLimitUsd: number,
) {
  return saveReleaseDayOptIn(user, modelId, benchmark, { monthlyLimitUsd, isPublic: true });
}

const evaluationsOf = (modelId: string, split: string) =>
  db.evaluation.findMany({
    where: { modelId, splitId: splitIds[split]! },
    select: { id: true, status: true },
  });

describe(`release-day evaluations on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const setup = useEvaluationSetup();
  beforeAll(async () => {
    fake = setup.fake();
    slug = await importReleaseDayBenchmark();
    otherSlug = await importReleaseDayBenchmark();
    const splits = await db.split.findMany({
      where: { benchmark: { slug } },
      select: { id: true, name: true },
    });
    for (const s of splits) splitIds[s.name] = s.id;
  });
  // Each test's opt-ins end with it, so the next test's split openings see only its own.
  afterEach(async () => {
    await db.releaseDayOptIn.deleteMany({ where: { benchmark: { slug: { in: [slug, otherSlug] } } } });
  });
  afterAll(async () => {
    // Every job this file made (files run one at a time): split.opened, runs, scoring, boards.
    await db.job.deleteMany({ where: { createdAt: { gte: started } } });
  });

  it("queues split.opened per test split at publication, due at the embargo's end for an embargoed one", async () => {
    const jobs = await db.job.findMany({
      where: { kind: SPLIT_OPENED, createdAt: { gte: started } },
      select: { payloadJson: true, runAt: true, createdAt: true },
    });
    const bySplit = new Map(jobs.map((j) => [(JSON.parse(j.payloadJson) as { splitId: string }).splitId, j]));
    expect(bySplit.has(splitIds["2025Q1"]!)).toBe(false); // dev: not a release-day split
    for (const q of ["2025Q2", "2025Q3"]) {
      const job = bySplit.get(splitIds[q]!)!;
      expect(Math.abs(job.runAt.getTime() - job.createdAt.getTime())).toBeLessThan(5_000);
    }
    expect(bySplit.get(splitIds["2025Q4"]!)!.runAt.toISOString()).toBe(EMBARGO_END.toISOString());
    // Before its end the embargoed split starts nothing; the job, run early (an embargo moved
    // later after publication), queues itself again for the end.
    expect(await onSplitOpened({ splitId: splitIds["2025Q4"]!, now: new Date() })).toEqual({
      status: "embargoed",
      until: EMBARGO_END,
    });
    const payload = { splitId: splitIds["2025Q4"]! };
    let completed = 0;
    await splitOpenedHandler.run({
      job: {
        id: "early",
        kind: SPLIT_OPENED,
        payloadJson: JSON.stringify(payload),
        attempts: 1,
        maxAttempts: 5,
        lockedBy: "t",
      },
      payload,
      signal: new AbortController().signal,
      deadline: new Date(Date.now() + 60_000),
      complete: async (write) => {
        completed++;
        await db.$transaction(async (tx) => write?.(tx));
      },
    });
    expect(completed).toBe(1);
    const again = await db.job.findMany({
      where: { kind: SPLIT_OPENED, payloadJson: JSON.stringify(payload) },
      select: { runAt: true },
    });
    expect(again.map((j) => j.runAt.toISOString())).toEqual([
      EMBARGO_END.toISOString(),
      EMBARGO_END.toISOString(),
    ]);
  });

  it("starts one evaluation per opted-in model only, idempotently, and the board fills in", async () => {
    fake.chatAnswerOf = verdictOf;
    const opted = await newOwnerWithEndpoint(fake, KEY);
    await optIn(opted.user, opted.modelId, slug, 100);
    const notOpted = await newOwnerWithEndpoint(fake, KEY);
    const elsewhere = await newOwnerWithEndpoint(fake, KEY);
    await optIn(elsewhere.user, elsewhere.modelId, otherSlug, 100);
    const removed = await newOwnerWithEndpoint(fake, KEY);
    await optIn(removed.user, removed.modelId, slug, 100);
    await deleteModelEndpoint(removed.user, removed.modelId);
    const disabled = await newOwnerWithEndpoint(fake, KEY);
    await optIn(disabled.user, disabled.modelId, slug, 100);
    await db.user.update({ where: { id: disabled.user.id }, data: { disabledAt: new Date() } });

    const now = new Date();
    const first = await onSplitOpened({ splitId: splitIds["2025Q2"]!, now });
    expect(first).toEqual({
      status: "opened",
      started: [opted.modelId],
      overLimit: [],
      refused: [],
      skipped: [],
    });
    for (const other of [notOpted, elsewhere, removed, disabled])
      expect(await evaluationsOf(other.modelId, "2025Q2")).toEqual([]);
    const [run] = await evaluationsOf(opted.modelId, "2025Q2");
    expect(run).toMatchObject({ status: "queued" });
    expect(await countReleaseDayRuns(await benchmarkId(slug), "2025Q2")).toEqual({
      split: "2025Q2",
      queued: 1,
      running: 0,
      done: 0,
    });

    // A re-run (a crash after the start, or a second worker) starts nothing twice.
    const again = await onSplitOpened({ splitId: splitIds["2025Q2"]!, now });
    expect(again).toMatchObject({ status: "opened", started: [], skipped: [opted.modelId] });
    expect(await evaluationsOf(opted.modelId, "2025Q2")).toHaveLength(1);

    await runEvaluationJobs();
    await runQueuedJobs();
    expect(await evaluationsOf(opted.modelId, "2025Q2")).toEqual([{ id: run!.id, status: "done" }]);
    expect(await countReleaseDayRuns(await benchmarkId(slug), "2025Q2")).toMatchObject({
      queued: 0,
      done: 1,
    });
    // Scored as an upload: a verified row of the hidden split's public board.
    const board = (await getLeaderboard(null, slug, { splits: "2025Q2" })) as LeaderboardResult;
    const row = board.rows.find((r) => r.modelId === opted.modelId);
    expect(row?.badges).toContain("livecheck");
  });

  it("does not start a run that would pass the monthly limit, tells the owner, and charges nothing", async () => {
    fake.chatAnswerOf = verdictOf;
    // Each run is counted at its endpoint's limit, 5 USD, until it ends: 5 + 5 > 8.
    const owner = await newOwnerWithEndpoint(fake, KEY, { maxUsdPerRun: 5 });
    await optIn(owner.user, owner.modelId, slug, 8);
    const now = new Date();
    expect(await onSplitOpened({ splitId: splitIds["2025Q2"]!, now })).toMatchObject({
      started: [owner.modelId],
    });
    const key = { modelId: owner.modelId, benchmarkId: await benchmarkId(slug) };
    expect(await spentThisMonth(db, key, now)).toBe(5);
    const requestsBefore = fake.requests.length;

    const second = await onSplitOpened({ splitId: splitIds["2025Q3"]!, now });
    expect(second).toMatchObject({ started: [], overLimit: [owner.modelId] });
    expect(await evaluationsOf(owner.modelId, "2025Q3")).toEqual([]);
    expect(fake.requests.length).toBe(requestsBefore);
    const told = await db.notification.findMany({
      where: { userId: owner.user.id },
      select: { message: true },
    });
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain("was not started: it may cost up to $5.00");
    expect(told[0]!.message).toContain("$5.00 of this month's $8.00 limit");
    const email = await db.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { email: true } });
    expect(await db.outboxEmail.count({ where: { to: email.email } })).toBe(1);

    // Re-run: the decision stands, the owner is not told twice.
    expect(await onSplitOpened({ splitId: splitIds["2025Q3"]!, now })).toMatchObject({
      skipped: [owner.modelId],
    });
    expect(await db.notification.count({ where: { userId: owner.user.id } })).toBe(1);

    // Once the first run ends it counts at its cost; next month starts from nothing.
    await runEvaluationJobs();
    const [done] = await db.evaluation.findMany({
      where: { modelId: owner.modelId },
      select: { costUsd: true },
    });
    expect(done!.costUsd).toBeGreaterThan(0);
    expect(await spentThisMonth(db, key, now)).toBeCloseTo(done!.costUsd, 12);
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(await spentThisMonth(db, key, nextMonth)).toBe(0);
    await runQueuedJobs();
  });

  it("starts the embargoed split's runs at its embargo's end", async () => {
    fake.chatAnswerOf = verdictOf;
    const owner = await newOwnerWithEndpoint(fake, KEY, { pricePromptPerMTok: 0, priceCompletionPerMTok: 0 });
    await optIn(owner.user, owner.modelId, slug, 0); // a free endpoint is counted at 0
    const atEnd = new Date(EMBARGO_END.getTime() + 60_000);
    expect(await onSplitOpened({ splitId: splitIds["2025Q4"]!, now: atEnd })).toMatchObject({
      status: "opened",
      started: [owner.modelId],
    });
    expect(await db.releaseDayRun.findFirstOrThrow({ where: { modelId: owner.modelId } })).toMatchObject({
      outcome: "started",
      estimatedUsd: 0,
      createdAt: atEnd,
    });
    await db.evaluation.updateMany({ where: { modelId: owner.modelId }, data: { status: "cancelled" } });
  });

  it("lets only the model's owner opt in, change the limit and opt out, with an endpoint", async () => {
    const owner = await newOwnerWithEndpoint(fake, KEY);
    const stranger = await newOwnerWithEndpoint(fake, KEY);
    await expect(optIn(stranger.user, owner.modelId, slug, 10)).rejects.toMatchObject({ status: 404 });
    await expect(listReleaseDayOptIns(stranger.user, owner.modelId)).rejects.toMatchObject({ status: 404 });
    await expect(optIn(owner.user, owner.modelId, "no-such-benchmark", 10)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      saveReleaseDayOptIn(owner.user, owner.modelId, slug, { monthlyLimitUsd: -1 }),
    ).rejects.toMatchObject({ status: 400, fields: { monthlyLimitUsd: "Cannot be negative" } });

    expect(await optIn(owner.user, owner.modelId, slug, 10)).toMatchObject({
      benchmark: slug,
      monthlyLimitUsd: 10,
      spentThisMonthUsd: 0,
    });
    await optIn(owner.user, owner.modelId, slug, 25);
    expect((await listReleaseDayOptIns(owner.user, owner.modelId)).map((o) => o.monthlyLimitUsd)).toEqual([
      25,
    ]);
    await expect(removeReleaseDayOptIn(stranger.user, owner.modelId, slug)).rejects.toMatchObject({
      status: 404,
    });
    await removeReleaseDayOptIn(owner.user, owner.modelId, slug);
    expect(await listReleaseDayOptIns(owner.user, owner.modelId)).toEqual([]);
    await expect(removeReleaseDayOptIn(owner.user, owner.modelId, slug)).rejects.toMatchObject({
      status: 404,
    });

    await deleteModelEndpoint(owner.user, owner.modelId);
    await expect(optIn(owner.user, owner.modelId, slug, 10)).rejects.toMatchObject({ status: 400 });
    const audit = await db.auditEvent.findMany({
      where: { targetId: owner.modelId, action: { startsWith: "model.release_day" } },
      select: { action: true },
    });
    expect(audit.map((a) => a.action).sort()).toEqual([
      "model.release_day.delete",
      "model.release_day.save",
      "model.release_day.save",
    ]);
  });
});

async function benchmarkId(s: string): Promise<string> {
  return (await db.benchmark.findUniqueOrThrow({ where: { slug: s }, select: { id: true } })).id;
}
