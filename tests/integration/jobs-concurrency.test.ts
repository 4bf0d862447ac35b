import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimJob } from "@/lib/jobs/worker";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { createJobTestClient } from "../support/job-clients";

const url = process.env.DATABASE_URL ?? "";
const clients = Array.from({ length: 6 }, () => createJobTestClient(url));
afterAll(() => Promise.all(clients.map((c) => c.$disconnect())));

describe(`concurrent claims on ${url.split(":")[0]}`, () => {
  it("never hands one job to two claimers racing on one connection pool", async () => {
    const kind = `test.${randomUUID()}`;
    await Promise.all(Array.from({ length: 15 }, (_, i) => enqueueJob(kind, { i })));
    const claims = await Promise.all(
      Array.from({ length: 40 }, (_, i) => claimJob({ workerId: `w${i}`, kinds: [kind], leaseMs: 60_000 })),
    );
    const ids = claims.flatMap((c) => (c ? [c.id] : []));
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
    expect(await db.job.count({ where: { kind, status: "running", attempts: 1 } })).toBe(15);
  });

  it("never hands one job to two workers with their own connections", async () => {
    const kind = `test.${randomUUID()}`;
    const total = 60;
    await Promise.all(Array.from({ length: total }, (_, i) => enqueueJob(kind, { i })));
    const perWorker = await Promise.all(
      clients.map(async (client, w) => {
        const got: string[] = [];
        for (;;) {
          const job = await claimJob({ workerId: `worker-${w}`, kinds: [kind], leaseMs: 60_000, client });
          if (!job) return got;
          got.push(job.id);
        }
      }),
    );
    const ids = perWorker.flat();
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const rows = await db.job.findMany({
      where: { kind },
      select: { id: true, lockedBy: true, attempts: true },
    });
    const owner = new Map(perWorker.flatMap((got, w) => got.map((id) => [id, `worker-${w}`] as const)));
    for (const row of rows) expect(row).toEqual({ id: row.id, lockedBy: owner.get(row.id), attempts: 1 });
  });
});
