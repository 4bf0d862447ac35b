// Evaluations as an adaptive participant would use them to get more numbers of a hidden split
// than the daily quota allows (docs/SECURITY.md, "Evaluations run by LiveCheck"), over HTTP
// with a fake endpoint the attacker controls: mixing runs and uploads, runs started together,
// runs made to fail to get their slot back; an endpoint at a private or metadata address, at
// save time, at call time or through a redirect; and a second account combined with the first.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { participant, QUARTER } from "./support/attack-setup";
import {
  answers,
  claimOf,
  importAttackBenchmark,
  modelWithEndpoint,
  refusedForQuota,
  runOn,
  until,
  uploadTo,
} from "./support/evaluation-attack";
import { setEndpoint, waitForRun } from "./support/evaluations";
import { request } from "./support/http";

describe("attack: evaluations against the daily quota and the outbound guard", () => {
  const stamp = Date.now();
  const slug = `atk-eval-quota-${stamp}`;
  const run = runOn(slug);
  const upload = uploadTo(slug);
  let fake: FakeOpenAi;
  let p: Awaited<ReturnType<typeof participant>>;
  const modelOf = (who: typeof p) => modelWithEndpoint(who, fake);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await importAttackBenchmark(slug);
    p = await participant("atk-eval-q");
  }, 120_000);

  afterEach(() => {
    fake.chatDefault = null;
    fake.delayMs = 0;
    fake.stickyChat.clear();
  });

  afterAll(async () => {
    await fake.close();
  });

  describe("the daily quota, shared with uploads", () => {
    it("counts a run as an upload counts: one upload and one run use up a quota of 2, on either route", async () => {
      const q = await participant("atk-quota");
      expect((await upload(q.token, await q.model())).status).toBe(201);
      fake.delayMs = 2000; // every request takes 2 s: the run is still going while the rest is tried
      const running = await run(q.token, await modelOf(q));
      expect(running.status).toBe(202);
      expect(await run(q.token, await modelOf(q))).toMatchObject(refusedForQuota);
      const up = await upload(q.token, await q.model());
      expect(up.status).toBe(429);
      const quota = (await (
        await request(`/api/v1/benchmarks/${slug}/quota`, { token: q.token })
      ).json()) as {
        splits: { split: string; used: number; remaining: number | null }[];
      };
      expect(quota.splits.find((x) => x.split === QUARTER)).toMatchObject({ used: 2, remaining: 0 });
      // Cancelling the run gives nothing back: a slot is spent once the run was accepted.
      const cancelled = await request(`/api/v1/evaluations/${running.body.id}/cancel`, {
        method: "POST",
        token: q.token,
      });
      expect(cancelled.status).toBe(200);
      expect(await run(q.token, await modelOf(q))).toMatchObject(refusedForQuota);
    });

    it("takes one slot per run when several are started at once", async () => {
      const q = await participant("atk-burst");
      fake.delayMs = 2000;
      const models = [await modelOf(q), await modelOf(q), await modelOf(q), await modelOf(q)];
      const answered = await Promise.all(models.map((m) => run(q.token, m)));
      expect(answered.map((a) => a.status).sort()).toEqual([202, 202, 429, 429]);
      for (const a of answered.filter((x) => x.status === 202))
        await request(`/api/v1/evaluations/${a.body.id}/cancel`, { method: "POST", token: q.token });
    });

    it("gives the slot back to a run that fails, and it released nothing", async () => {
      const q = await participant("atk-fail");
      fake.chatAnswerOf = (prompt) => `[[${answers[claimOf(prompt)]}]]`;
      // The endpoint answers the first claims, then refuses (HTTP 400): the run fails part-way.
      fake.stickyChat.set("c010", "echo-auth-error");
      const modelId = await modelOf(q);
      const failing = await run(q.token, modelId);
      const failed = await waitForRun(q.token, String(failing.body.id));
      expect(failed).toMatchObject({ status: "failed", submissionId: null });
      expect(failed.done).toBeGreaterThan(0);
      const mine = (await (await request("/api/v1/submissions", { token: q.token })).json()) as {
        submissions: unknown[];
      };
      expect(mine.submissions).toEqual([]);
      const board = (await (await request(`/api/v1/leaderboards/${slug}`)).json()) as {
        rows: { modelId: string | null }[];
      };
      expect(board.rows.map((row) => row.modelId)).not.toContain(modelId);
      fake.stickyChat.clear();
      expect((await upload(q.token, await q.model())).status).toBe(201);
      expect((await upload(q.token, await q.model())).status).toBe(201);
      expect((await upload(q.token, await q.model())).status).toBe(429);
    });
  });

  describe("an endpoint at an address the server may not call", () => {
    it.each([
      ["https://169.254.169.254/latest", "public-address"],
      ["https://10.0.0.8/v1", "public-address"],
      ["https://[::ffff:127.0.0.1]/v1", "public-address"],
      ["https://localhost/v1", "public-address"],
      ["https://100.100.100.200/v1", "public-address"],
      ["https://192.168.1.1/v1", "public-address"],
      ["http://example.org/v1", "https-only"],
    ])("refuses %s when saved, naming the rule %s", async (baseUrl, rule) => {
      const modelId = await p.model();
      const res = await request(`/api/v1/models/${modelId}/endpoint`, {
        method: "PUT",
        token: p.token,
        json: { baseUrl, model: "m" },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string; fields: { baseUrl: string } } };
      expect(body.error.message).toContain(`refused by outbound rule ${rule}`);
      expect(body.error.fields.baseUrl).toContain(rule);
    });

    it("refuses at call time an address saved before the rules, and a redirect to the metadata address, costing no quota", async () => {
      const q = await participant("atk-outbound");
      const modelId = await modelOf(q);
      // As if saved before the rules applied: a name that resolves to loopback, not allow-listed.
      const port = new URL(fake.url).port;
      await db.modelEndpoint.update({
        where: { modelId },
        data: { baseUrl: `https://localhost:${port}/v1` },
      });
      const before = fake.requests.length;
      const test = await request(`/api/v1/models/${modelId}/endpoint/test`, {
        method: "POST",
        token: q.token,
      });
      expect(await test.json()).toMatchObject({
        ok: false,
        errorKind: "rejected",
        error: expect.stringContaining("refused by outbound rule public-address: localhost resolves to"),
      });
      const refused = await waitForRun(q.token, String((await run(q.token, modelId)).body.id));
      expect(refused).toMatchObject({ status: "failed", done: 0 });
      expect(refused.error).toContain("refused by outbound rule public-address");
      expect(fake.requests.length).toBe(before);
      // An allowed address that answers with a redirect: not followed, the run fails naming the rule.
      const redirecting = await modelOf(q);
      fake.chatDefault = "redirect";
      const redirected = await waitForRun(q.token, String((await run(q.token, redirecting)).body.id));
      expect(redirected).toMatchObject({ status: "failed", done: 0 });
      expect(redirected.error).toContain("refused by outbound rule no-redirect");
      // Neither failed run took a slot of the quota of 2.
      fake.chatDefault = null;
      expect((await upload(q.token, await q.model())).status).toBe(201);
      expect((await upload(q.token, await q.model())).status).toBe(201);
    });
  });

  describe("a second account", () => {
    it("reaches nothing of the first account's runs or key, and its runs count on its own quota only", async () => {
      const a = await participant("atk-a");
      const b = await participant("atk-b");
      fake.delayMs = 2000; // A's run is still going while B tries
      const ma = await a.model();
      await setEndpoint(a.token, ma, fake, { model: "model-of-a", apiKey: `sk-a-${stamp}-secret` });
      const started = await run(a.token, ma);
      expect(started.status).toBe(202);
      const id = String(started.body.id);
      const asB = async (method: string, path: string, json?: unknown) =>
        (await request(path, { method, token: b.token, json })).status;
      expect(await asB("GET", `/api/v1/evaluations/${id}`)).toBe(404);
      expect(await asB("GET", `/api/v1/evaluations/${id}/outputs`)).toBe(404);
      expect(await asB("POST", `/api/v1/evaluations/${id}/cancel`)).toBe(404);
      expect(await asB("POST", `/api/v1/evaluations/${id}/score`, { missingAsWrong: true })).toBe(404);
      expect(await asB("GET", `/api/v1/models/${ma}/endpoint`)).toBe(404);
      expect(await asB("POST", `/api/v1/models/${ma}/endpoint/test`)).toBe(404);
      expect(await asB("POST", "/api/v1/evaluations", { benchmark: slug, split: QUARTER, modelId: ma })).toBe(
        404,
      );
      // B's own model at the same address gets no key of A's: a key belongs to its model.
      const mb = await b.model();
      await setEndpoint(b.token, mb, fake, { model: "model-of-b" });
      await request(`/api/v1/models/${mb}/endpoint/test`, { method: "POST", token: b.token });
      const sent = (model: string) =>
        fake.requests.filter((x) => x.body.model === model).map((x) => x.headers.authorization);
      await until(() => sent("model-of-a").length > 0);
      expect(sent("model-of-b")).toEqual([undefined]);
      expect(new Set(sent("model-of-a"))).toEqual(new Set([`Bearer sk-a-${stamp}-secret`]));
      // A's run is A's alone, untouched; B's quota is B's own.
      const seenByA = await request(`/api/v1/evaluations/${id}`, { token: a.token });
      expect(((await seenByA.json()) as { status: string }).status).toMatch(/queued|running/);
      const runB = await run(b.token, mb);
      expect(runB.status).toBe(202);
      for (const [who, rid] of [
        [a, id],
        [b, String(runB.body.id)],
      ] as const)
        await request(`/api/v1/evaluations/${rid}/cancel`, { method: "POST", token: who.token });
    });
  });
});
