// The outbound guard on the one path that calls addresses users type today: a benchmark's
// embedding metrics (docs/SECURITY.md, "Outbound calls"). Refused at save time with a 400
// naming the rule, and again at call time; redirects not followed; answers capped; the
// endpoint's error body shown to no one. Local servers listen on 127.0.0.1, which the
// integration tests allow-list (vitest.config.ts); cases that need it refused empty the list.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { resetRateLimit } from "@/lib/ai/rate-limit";
import { RESCORE_METRICS_JOB } from "@/lib/server/contamination/rescore-metrics-job";
import { saveContaminationMetrics } from "@/lib/server/contamination/save-contamination-metrics";
import { CONTAMINATION_UPLOAD_JOB } from "@/lib/server/contamination/contamination-upload-job";
import { runJobs } from "../support/contamination-fixture";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { createLlmFixture, runContaminationJobs, type LlmFixture } from "../support/llm-fixture";

const saved = { ...env };
const SECRET = "db-password=hunter2 (internal service page)";
let fake: FakeOpenAi;
let fx: LlmFixture;
let admin: { id: string; role: string };
let modelId: string;

/** A local endpoint that answers every request with `answer` (a redirect, a huge body, an error page). */
let other: Server;
let otherUrl: string;
let otherRequests = 0;
let answer: (res: ServerResponse) => void = (res) => res.end();

const embeddingMetric = (name: string, baseUrl: string) => ({
  metrics: [
    { name: "meteor", kind: "meteor", tau: 0.25 },
    // A model id per metric: embeddings are cached per (model, endpoint, text), and each case must call.
    { name, kind: "embedding", model: `model-${name}`, baseUrl, tau: 0.5 },
  ],
});

/** Saves one embedding metric at `baseUrl` and runs its rescoring job: the outcome and the job's error. */
async function rescoreWith(name: string, baseUrl: string, beforeRun: () => void = () => undefined) {
  const { jobId } = await saveContaminationMetrics(admin, fx.slug, embeddingMetric(name, baseUrl));
  beforeRun();
  const outcomes = await runJobs(RESCORE_METRICS_JOB);
  const job = await db.job.findUniqueOrThrow({ where: { id: jobId ?? "" } });
  return { outcomes, lastError: job.lastError ?? "" };
}

describe(`outbound guard on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  beforeAll(async () => {
    // runJobs claims any job of its kind: a retry left queued by an earlier file would run here.
    await db.job.updateMany({
      where: { kind: { in: [RESCORE_METRICS_JOB, CONTAMINATION_UPLOAD_JOB] }, status: "queued" },
      data: { status: "failed" },
    });
    fake = await startFakeOpenAi();
    other = createServer((req, res) => {
      otherRequests++;
      req.resume().on("end", () => answer(res));
    });
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/v1`;
    Object.assign(env, {
      OPENAI_BASE_URL: undefined,
      OPENAI_MODEL: undefined,
      OPENAI_EMBEDDING_MODEL: undefined,
      OPENAI_TIMEOUT_MS: 5000,
      OPENAI_RETRY_BASE_MS: 5,
      OPENAI_RPM: 100_000,
      OPENAI_MAX_ATTEMPTS: 2,
    });
    fx = await createLlmFixture(`outbound-${Date.now()}`, 4);
    admin = await db.user.create({
      data: { email: `admin-${fx.slug}@example.org`, name: "Admin", role: "admin" },
      select: { id: true, role: true },
    });
    modelId = await fx.newModel("guarded");
    await fx.uploadStatements(modelId, [["The council report was published in March."], ["Nothing else."]]);
    expect(await runContaminationJobs()).toEqual(["done"]);
  });

  afterEach(() => {
    env.ENDPOINT_ALLOWLIST = saved.ENDPOINT_ALLOWLIST;
    env.OPENAI_BASE_URL = undefined;
    resetRateLimit();
  });

  afterAll(async () => {
    // Retries of this file's jobs must not run in a later file.
    await db.job.updateMany({
      where: { kind: { in: [RESCORE_METRICS_JOB, CONTAMINATION_UPLOAD_JOB] }, status: "queued" },
      data: { status: "failed" },
    });
    Object.assign(env, saved);
    await fake.close();
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  it("refuses internal addresses when the metrics are saved, with a 400 naming the rule", async () => {
    env.ENDPOINT_ALLOWLIST = [];
    const port = new URL(fake.url).port;
    const cases = [
      [fake.url, "https-only: http://127.0.0.1:\\d+ is not https"],
      [`https://127.0.0.1:${port}/v1`, "public-address: 127\\.0\\.0\\.1 is a loopback address"],
      ["https://10.0.0.1/v1", "public-address: 10\\.0\\.0\\.1 is a private address"],
      ["https://169.254.169.254/v1", "public-address: 169\\.254\\.169\\.254 is a cloud metadata address"],
      ["https://[::1]/v1", "public-address: \\[::1\\] is a loopback address"],
      ["https://[::ffff:127.0.0.1]/v1", "public-address: \\[::ffff:7f00:1\\] is a loopback address"],
      ["https://2130706433/v1", "public-address: 127\\.0\\.0\\.1 is a loopback address"],
      [
        `https://localhost:${port}/v1`,
        "public-address: localhost resolves to (127\\.0\\.0\\.1|::1), which is a loopback",
      ],
    ] as const;
    for (const [url, reason] of cases) {
      const err = await saveContaminationMetrics(admin, fx.slug, embeddingMetric("emb", url)).catch(
        (e: unknown) => e,
      );
      expect(err, url).toMatchObject({
        status: 400,
        message: expect.stringMatching(
          new RegExp(`^The endpoint of 'emb' is refused by outbound rule ${reason}`),
        ),
        fields: {
          "metrics.1.baseUrl": expect.stringMatching(new RegExp(`^refused by outbound rule ${reason}`)),
        },
      });
    }
    expect(await db.contaminationMetricConfig.count({ where: { benchmarkId: fx.benchmarkId } })).toBe(0);
    expect(fake.calls.embeddings).toBe(0);
  });

  it("needs no allow-list for the operator's own OPENAI_BASE_URL", async () => {
    env.ENDPOINT_ALLOWLIST = [];
    env.OPENAI_BASE_URL = fake.url;
    const { outcomes } = await rescoreWith("emb-operator", fake.url);
    expect(outcomes).toEqual(["done"]);
    expect(fake.calls.embeddings).toBeGreaterThan(0);
  });

  it("calls an allow-listed local server that a maintainer typed", async () => {
    const before = fake.calls.embeddings;
    const { outcomes } = await rescoreWith("emb-local", `${fake.url}/`);
    expect(outcomes).toEqual(["done"]);
    expect(fake.calls.embeddings).toBeGreaterThan(before);
    expect(
      await db.contaminationScore.count({
        where: { metric: "emb-local", claim: { benchmarkId: fx.benchmarkId } },
      }),
    ).toBeGreaterThan(0);
  });

  it("checks again at call time: an address refused since it was saved is not called", async () => {
    const before = fake.calls.embeddings;
    const { outcomes, lastError } = await rescoreWith(
      "emb-late",
      fake.url,
      () => (env.ENDPOINT_ALLOWLIST = []),
    );
    expect(outcomes).toEqual(["retry"]);
    expect(lastError).toMatch(
      /^RetryLaterError: embeddings \(emb-late\) failed on the first attempt \(not retried\): refused by outbound rule https-only: http:\/\/127\.0\.0\.1:\d+ is not https/,
    );
    expect(fake.calls.embeddings).toBe(before);
  });

  it("does not follow a redirect, even to an allowed address, and does not re-send the body", async () => {
    answer = (res) => res.writeHead(302, { location: `${fake.url}/embeddings` }).end();
    const [requests, embeddings] = [otherRequests, fake.calls.embeddings];
    const { outcomes, lastError } = await rescoreWith("emb-redirect", otherUrl);
    expect(outcomes).toEqual(["retry"]);
    expect(lastError).toMatch(
      /^RetryLaterError: embeddings \(emb-redirect\) failed on the first attempt \(not retried\): refused by outbound rule no-redirect: the endpoint answered HTTP 302, a redirect, which is not followed/,
    );
    expect([otherRequests - requests, fake.calls.embeddings - embeddings]).toEqual([1, 0]);
  });

  it("cuts off an answer over the size cap and counts it as failed", async () => {
    answer = (res) => {
      res.writeHead(200, { "content-type": "application/json" }); // chunked: no length to refuse up front
      const chunk = " ".repeat(1024 * 1024);
      const write = (left: number): void => {
        if (left === 0 || res.destroyed) return void res.end();
        if (res.write(chunk)) write(left - 1);
        else res.once("drain", () => write(left - 1));
      };
      write(40);
    };
    const { outcomes, lastError } = await rescoreWith("emb-huge", otherUrl);
    expect(outcomes).toEqual(["retry"]);
    expect(lastError).toMatch(/refused by outbound rule size-cap: the answer is larger than 32 MB/);
  });

  it("shows neither the maintainer nor the researcher the endpoint's error body", async () => {
    answer = (res) =>
      res
        .writeHead(403, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: SECRET } }));
    const maintainer = await rescoreWith("emb-error", otherUrl);
    expect(maintainer.outcomes).toEqual(["failed"]); // refused credentials fail the rescoring for good
    expect(maintainer.lastError).toMatch(/the endpoint answered HTTP 403 \(Forbidden\)/);

    answer = (res) => res.writeHead(500, { "content-type": "text/html" }).end(`<html>${SECRET}</html>`);
    const researcherModel = await fx.newModel("error-body");
    await fx.uploadStatements(researcherModel, [["A statement."]]);
    await runContaminationJobs();
    const status = await fx.statusOf(researcherModel);
    expect(status.failed).toEqual([
      {
        claimId: "c01",
        reason:
          "embeddings (emb-error) failed after 2 attempts: the endpoint answered HTTP 500 (Internal Server Error)",
      },
    ]);
    expect(JSON.stringify([maintainer, status])).not.toContain("hunter2");
  });
});
