// Events reach webhooks: a follower's webhook gets a delivery for each event it subscribed
// to, with the event object as its body, queued in the transaction of the change; the
// split-opened job tells followers once the split is open.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimJob } from "@/lib/jobs/worker";
import { runJob } from "@/lib/jobs/run-job";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { SPLIT_OPENED } from "@/lib/server/evaluations/release-day/queue-split-opened";
import { splitOpenedHandler } from "@/lib/server/evaluations/release-day/split-opened-job";
import { createWebhook } from "@/lib/server/webhooks/create-webhook";
import { DELIVER_WEBHOOK } from "@/lib/server/webhooks/deliver-webhook-job";
import { writeTestBundle } from "../fixtures/bundles/write-test-bundle";
import { newUser, type DbUser } from "../support/access-fixtures";

const slug = `events-hooks-${Date.now()}`;
let benchmarkId: string;
let maintainer: DbUser;
let follower: DbUser;

function bundle() {
  const claims = ["2025Q1", "2025Q2"].flatMap((q, k) =>
    Array.from({ length: 4 }, (_, i) => ({
      claim_id: `${q}-${i}`,
      text: `Claim ${q} ${i}`,
      claim_date: `2025-0${2 + 3 * k}-0${1 + i}`,
    })),
  );
  return writeTestBundle({
    "benchmark.json": {
      slug,
      title: "Hooks",
      track: "verdict",
      labels: ["T", "F"],
      description: "t",
      license: "CC0",
      citation: "-",
    },
    "claims.jsonl": claims,
    "labels.jsonl": claims.map((c) => ({ claim_id: c.claim_id, label: "T" })),
    "splits.json": { dev: ["2025Q1"], test: ["2025Q2"] },
  });
}

const deliveriesOf = (webhookId: string) =>
  db.webhookDelivery.findMany({ where: { webhookId }, select: { event: true, payloadJson: true } });

describe(`events to webhooks on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  let retiredHook: string;
  let openedHook: string;

  beforeAll(async () => {
    await importBundleFromPath({ id: null, role: "admin" }, await bundle(), { publish: true });
    benchmarkId = (await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
    maintainer = await newUser("maintainer");
    follower = await newUser();
    await db.benchmarkMaintainer.create({ data: { benchmarkId, userId: maintainer.id } });
    await db.user.update({ where: { id: follower.id }, data: { emailVerifiedAt: new Date() } });
    await db.follow.create({ data: { userId: follower.id, benchmarkId } });
    const url = "http://127.0.0.1:9/hook";
    retiredHook = (await createWebhook(follower, { url, events: ["split.retired"] })).id;
    openedHook = (await createWebhook(follower, { url, events: ["split.opened", "submission.failed"] })).id;
  }, 60_000);

  afterAll(async () => {
    const hooks = [retiredHook, openedHook];
    const deliveries = await db.webhookDelivery.findMany({
      where: { webhookId: { in: hooks } },
      select: { id: true },
    });
    await db.job.deleteMany({
      where: {
        OR: [
          { kind: DELIVER_WEBHOOK, OR: deliveries.map((d) => ({ payloadJson: { contains: d.id } })) },
          { payloadJson: { contains: benchmarkId } },
          ...(await splitIds()).map((id) => ({ payloadJson: { contains: id } })),
        ],
      },
    });
  });

  const splitIds = async () =>
    (await db.split.findMany({ where: { benchmarkId }, select: { id: true } })).map((s) => s.id);

  it("the split-opened job tells a follower's split.opened webhook, once the split is open", async () => {
    const [test] = await db.split.findMany({ where: { benchmarkId, kind: "test" }, select: { id: true } });
    const job = await db.job.findFirstOrThrow({
      where: { kind: SPLIT_OPENED, status: "queued", payloadJson: { contains: test!.id } },
      select: { id: true },
    });
    // Claim exactly this job: other files' split.opened jobs may be queued too; they wait
    // until it has run.
    const others = { kind: SPLIT_OPENED, status: "queued", id: { not: job.id } };
    const waiting = await db.job.findMany({ where: others, select: { id: true, runAt: true } });
    await db.job.updateMany({ where: others, data: { runAt: new Date("2999-01-01") } });
    try {
      const claimed = await claimJob({ workerId: "events-hooks", kinds: [SPLIT_OPENED], leaseMs: 60_000 });
      expect(claimed?.id).toBe(job.id);
      await runJob(claimed!, splitOpenedHandler, { leaseMs: 60_000, log: () => undefined });
    } finally {
      for (const w of waiting) await db.job.update({ where: { id: w.id }, data: { runAt: w.runAt } });
    }
    const rows = await deliveriesOf(openedHook);
    expect(rows.map((r) => r.event)).toEqual(["split.opened"]);
    expect(JSON.parse(rows[0]!.payloadJson)).toMatchObject({
      type: "split.opened",
      benchmark: { slug },
      split: { name: "2025Q2", kind: "test" },
      link: `/benchmarks/${slug}`,
    });
    expect(await deliveriesOf(retiredHook)).toEqual([]);
    expect(
      await db.notification.count({
        where: { userId: follower.id, message: { contains: "open for submissions" } },
      }),
    ).toBe(1);
  });

  it("a retirement queues one delivery to the split.retired webhook only, with the event as its body", async () => {
    await retireSplit(maintainer, slug, "2025Q2");
    const rows = await deliveriesOf(retiredHook);
    expect(rows.map((r) => r.event)).toEqual(["split.retired"]);
    expect(JSON.parse(rows[0]!.payloadJson)).toMatchObject({
      type: "split.retired",
      split: { name: "2025Q2" },
    });
    expect((await deliveriesOf(openedHook)).map((r) => r.event)).toEqual(["split.opened"]);
  });
});
