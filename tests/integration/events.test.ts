// Following a benchmark and being told (issue 24): who hears of each event, once, in the
// transaction of the change, and never a hidden split's number before it is disclosed.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { emitSplitOpened } from "@/lib/server/events/emit-event";
import { DELIVER_EMAILS_JOB } from "@/lib/server/events/deliver-emails-job";
import { followBenchmark, isFollowing, unfollowBenchmark } from "@/lib/server/follows/follow-benchmark";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { getSubmission } from "@/lib/server/submissions/get-submission";
import { scoreSubmissionHandler } from "@/lib/server/submissions/score-submission-job";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { newBenchmark, newUser, type DbUser } from "../support/access-fixtures";
import { createModelRow, submissionRow } from "../support/rows";
import { runQueuedJobs, uploadOf } from "../support/scoring-jobs";

const smtp = vi.hoisted(() => ({ on: false }));
vi.mock("@/lib/server/notifications/has-smtp", () => ({ hasSmtp: () => smtp.on }));

const slug = `events-${Date.now()}`;
const TITLE = "Events fixture";
const LABELS = ["True", "False"];
const gold = new Map<string, string>();

/** Dev 2025Q1 and hidden 2025Q2 and 2025Q3; `withQ4` adds a hidden 2025Q4 (the next release). */
function bundle(withQ4 = false) {
  const quarters: [string, string, number][] = [
    ["2025Q1", "02", 10],
    ["2025Q2", "05", 40],
    ["2025Q3", "08", 40],
    ...(withQ4 ? [["2025Q4", "11", 35] as [string, string, number]] : []),
  ];
  const claims = [];
  const labels = [];
  for (const [quarter, month, n] of quarters) {
    for (let i = 0; i < n; i++) {
      const id = `${quarter}-${i}`;
      const label = LABELS[i % 3 === 0 ? 0 : 1]!;
      gold.set(id, label);
      const day = String(1 + (i % 28)).padStart(2, "0");
      claims.push({ claim_id: id, text: `Claim ${id}`, claim_date: `2025-${month}-${day}` });
      labels.push({ claim_id: id, label });
    }
  }
  return writeTestBundle({
    "benchmark.json": {
      slug,
      title: TITLE,
      track: "verdict",
      labels: LABELS,
      description: "t",
      license: "CC0",
      citation: "-",
    },
    "claims.jsonl": claims,
    "labels.jsonl": labels,
    "splits.json": { dev: ["2025Q1"], test: quarters.slice(1).map(([q]) => q) },
  });
}

/** A prediction file for a split with exactly `correct` right answers. */
function predictions(quarter: string, correct: number): string {
  const ids = [...gold.keys()].filter((id) => id.startsWith(quarter));
  const label = (id: string, i: number) =>
    i < correct ? gold.get(id) : LABELS.find((l) => l !== gold.get(id));
  return ids.map((id, i) => `${JSON.stringify({ claim_id: id, label: label(id, i) })}\n`).join("");
}

let benchmarkId: string;
let admin: DbUser;
let maintainer: DbUser;
let owner: DbUser;
let follower: DbUser;
let unverified: DbUser;
let disabled: DbUser;
let revoked: DbUser;
let stranger: DbUser;

/** The notifications a user got that lead to `link`. */
const told = (user: DbUser, link: string) =>
  db.notification.findMany({ where: { userId: user.id, link }, select: { message: true } });
const mailed = (user: DbUser, subject: string) =>
  db.outboxEmail.findMany({
    where: { to: user.email, subject: { contains: subject } },
    select: { body: true },
  });

describe(`events on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    await importBundleFromPath({ id: null, role: "admin" }, await bundle(), { publish: true });
    benchmarkId = (await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
    [admin, maintainer, owner, follower, unverified, disabled, revoked, stranger] = [
      await newUser("admin"),
      await newUser("maintainer"),
      await newUser(),
      await newUser(),
      await newUser(),
      await newUser(),
      await newUser(),
      await newUser(),
    ];
    await db.benchmarkMaintainer.create({ data: { benchmarkId, userId: maintainer.id } });
    const verified = [admin, maintainer, owner, follower, disabled, revoked, stranger].map((u) => u.id);
    await db.user.updateMany({ where: { id: { in: verified } }, data: { emailVerifiedAt: new Date() } });
    await db.user.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
    await db.accessRequest.create({ data: { benchmarkId, userId: revoked.id, status: "revoked" } });
    for (const u of [maintainer, follower, unverified, disabled, revoked])
      await db.follow.create({ data: { userId: u.id, benchmarkId } });
  }, 60_000);

  afterAll(async () => {
    const submissions = await db.submission.findMany({ where: { benchmarkId }, select: { id: true } });
    const ids = [benchmarkId, ...submissions.map((s) => s.id)];
    await db.job.deleteMany({ where: { OR: ids.map((id) => ({ payloadJson: { contains: id } })) } });
  });

  it("follows only benchmarks the user may see; following twice is one row", async () => {
    const hidden = await newBenchmark({ mode: "open", unpublished: true });
    await expect(followBenchmark(stranger, hidden.slug)).rejects.toMatchObject({ status: 404 });
    await expect(followBenchmark(stranger, "no-such-benchmark")).rejects.toMatchObject({ status: 404 });
    expect(await followBenchmark(stranger, slug)).toEqual({ benchmark: slug, following: true });
    expect(await followBenchmark(stranger, slug)).toEqual({ benchmark: slug, following: true });
    expect(await db.follow.count({ where: { userId: stranger.id } })).toBe(1);
    expect(await isFollowing(stranger, benchmarkId)).toBe(true);
    expect(await unfollowBenchmark(stranger, slug)).toEqual({ benchmark: slug, following: false });
    expect(await isFollowing(stranger, benchmarkId)).toBe(false);
    expect(await unfollowBenchmark(stranger, slug)).toEqual({ benchmark: slug, following: false });
  });

  it("tells the followers who may see it that a split was retired, once each, emailing confirmed addresses only", async () => {
    await retireSplit(maintainer, slug, "2025Q3");
    const link = `/benchmarks/${slug}`;
    for (const u of [maintainer, follower, unverified]) {
      const rows = await told(u, link);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.message).toBe(
        `Split 2025Q3 of ${TITLE} was retired: its labels and exact scores are public now.`,
      );
    }
    // Not following, disabled, or with their access revoked: told nothing.
    for (const u of [stranger, disabled, revoked]) expect(await told(u, link)).toEqual([]);
    expect(await mailed(follower, "split retired")).toHaveLength(1);
    expect((await mailed(follower, "split retired"))[0]!.body).toContain("you follow this benchmark");
    expect(await mailed(unverified, "split retired")).toEqual([]);
  });

  it("tells only maintainers once an admin has unpublished the benchmark (split.opened, emitted directly)", async () => {
    const split = await db.split.findFirstOrThrow({
      where: { benchmarkId, name: "2025Q2" },
      select: { id: true },
    });
    await db.benchmark.update({ where: { id: benchmarkId }, data: { unpublishedAt: new Date() } });
    try {
      await db.$transaction((tx) => emitSplitOpened(tx, split.id, new Date()));
    } finally {
      await db.benchmark.update({ where: { id: benchmarkId }, data: { unpublishedAt: null } });
    }
    const opened = { message: `Split 2025Q2 of ${TITLE} is open for submissions.` };
    expect(await told(maintainer, `/benchmarks/${slug}`)).toContainEqual(opened);
    expect(await told(follower, `/benchmarks/${slug}`)).not.toContainEqual(opened);
  });

  it("tells no one when the change rolls back", async () => {
    const split = await db.split.findFirstOrThrow({
      where: { benchmarkId, name: "2025Q1" },
      select: { id: true },
    });
    const before = await db.notification.count({ where: { userId: follower.id } });
    await expect(
      db.$transaction(async (tx) => {
        await emitSplitOpened(tx, split.id, new Date());
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.notification.count({ where: { userId: follower.id } })).toBe(before);
  });

  it("tells the owner alone that a hidden-split submission was scored, with no number in the text", async () => {
    await db.benchmark.update({ where: { id: benchmarkId }, data: { dailyQuota: 5 } });
    const modelId = await createModelRow(owner.id, "Model E");
    const { id } = await createSubmission(
      owner,
      { benchmark: slug, split: "2025Q2", modelId, regime: "closed_book", isPublic: "true" },
      await uploadOf({ text: predictions("2025Q2", 29) }, "p.jsonl"),
    );
    await runQueuedJobs();
    const exact = await getSubmission(admin, id);
    const metrics = exact.score?.metrics;
    const accuracy = metrics && "accuracy" in metrics ? metrics.accuracy : null;
    expect(accuracy).toBeCloseTo(29 / 40, 10);
    const link = `/submissions/${id}`;
    const rows = await told(owner, link);
    expect(rows).toEqual([{ message: `Your submission of Model E to ${TITLE} (2025Q2) was scored.` }]);
    for (const u of [follower, maintainer]) expect(await told(u, link)).toEqual([]);
    const [mail] = await mailed(owner, "submission scored");
    expect(mail).toBeDefined();
    // Beyond the split's name and the link, not one digit: no exact, rounded or held value.
    for (const t of [rows[0]!.message, mail!.body])
      expect(t.replace("2025Q2", "").replace(/https?:\/\/\S+|\/submissions\/\S+/g, "")).not.toMatch(/\d/);
    expect(mail!.body).not.toContain(String(accuracy));
  }, 60_000);

  it("tells the owner once when scoring fails for good, and not again for a submission already settled", async () => {
    const modelId = await createModelRow(owner.id, "Model F");
    const split = await db.split.findFirstOrThrow({
      where: { benchmarkId, name: "2025Q1" },
      select: { id: true },
    });
    const sub = await db.submission.create({
      data: submissionRow({ userId: owner.id, benchmarkId, splitId: split.id, modelId }),
      select: { id: true },
    });
    const failure = {
      job: {
        id: "j",
        kind: "score-submission",
        payloadJson: "{}",
        attempts: 1,
        maxAttempts: 1,
        lockedBy: "t",
      },
      payload: { submissionId: sub.id },
      error: new Error("line 3: unknown claim id"),
      isPermanent: true,
    };
    await db.$transaction((tx) => scoreSubmissionHandler.onFailed!(tx, failure));
    const link = `/submissions/${sub.id}`;
    expect(await told(owner, link)).toEqual([
      {
        message: `Your submission of Model F to ${TITLE} (2025Q1) failed: the file was refused; the submission page says why.`,
      },
    ]);
    await db.submission.update({ where: { id: sub.id }, data: { status: "scored" } });
    await db.$transaction((tx) => scoreSubmissionHandler.onFailed!(tx, failure));
    expect(await told(owner, link)).toHaveLength(1);
  });

  it("tells followers once when a draft release is published, and mails through a job once SMTP is set", async () => {
    const draft = await importBundleFromPath(admin, await bundle(true));
    expect(draft).toMatchObject({ status: "draft", published: false });
    smtp.on = true;
    try {
      await publishDraftRelease(admin, slug, draft.release);
    } finally {
      smtp.on = false;
    }
    const message = `${TITLE} published release ${draft.release}.`;
    for (const u of [maintainer, follower, unverified])
      expect(await told(u, `/benchmarks/${slug}`)).toContainEqual({ message });
    const rows = await db.notification.count({ where: { userId: follower.id, message } });
    expect(rows).toBe(1);
    expect(await told(stranger, `/benchmarks/${slug}`)).toEqual([]);
    // The two confirmed followers' emails, sent by one job queued in the publication's transaction.
    const mails = await db.outboxEmail.findMany({
      where: { subject: `[LiveCheck] ${TITLE}: new release`, to: { in: [maintainer.email, follower.email] } },
      select: { id: true },
    });
    expect(mails).toHaveLength(2);
    const jobs = await db.job.findMany({
      where: { kind: DELIVER_EMAILS_JOB },
      select: { id: true, payloadJson: true },
    });
    const ours = jobs.filter((j) => mails.every((m) => j.payloadJson.includes(m.id)));
    expect(ours).toHaveLength(1);
    await db.job.deleteMany({ where: { id: { in: ours.map((j) => j.id) } } });
  });
});
