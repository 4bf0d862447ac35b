// Evaluations as an adaptive participant would use them against a hidden split (docs/SECURITY.md,
// "Evaluations run by LiveCheck"), over HTTP with a fake endpoint the attacker controls:
// more numbers than the daily quota by mixing runs and uploads, or by runs started together;
// runs made to fail to get their slot back; the hidden split's numbers from the run itself,
// its outputs, pages and boards instead of through the Ladder; per-claim results; another
// account's runs; and a second account to combine with the first.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { headlineValues } from "@/lib/scoring/summarize";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { ids, importHiddenBenchmark, participant, QUARTER, rng, type View } from "./support/attack-setup";
import { pollJson, uploadFile } from "./support/benchmarks";
import { ExactValues, printsOf } from "./support/canary-scan";
import { setEndpoint, startRun, waitForRun, type EvaluationView } from "./support/evaluations";
import { request, signIn } from "./support/http";

const stamp = Date.now();
const LABELS = ["Real", "Fake", "Ambiguous"];
const gold = ids.map((_, i) => LABELS[(i * 7 + (i >> 2)) % 3]!);
const r = rng(23);
/** The attacker's model: right on about 62% of the claims, the same answer every run. */
const answers = gold.map((g) => (r.float() < 0.62 ? g : LABELS[(LABELS.indexOf(g) + 1) % 3]!));
const claimOf = (prompt: string) => Number(/Claim c(\d{3})/.exec(prompt)?.[1] ?? "-1");

describe("attack: evaluations on a hidden split", () => {
  const slug = `atk-eval-${stamp}`;
  /**
   * The attacker's endpoints. Each full run sends N requests, and an endpoint's rate limit
   * (EVALUATION_RATE_POINTS, 600 a minute) is shared by every run at its address: the two
   * full runs get a fake each, every other run the third.
   */
  let fakes: FakeOpenAi[];
  let fake: FakeOpenAi;
  let p: Awaited<ReturnType<typeof participant>>;
  /** A model of `who` with an endpoint at `server`. */
  const modelOf = async (who: { token: string; model: () => Promise<string> }, server = fake) => {
    const id = await who.model();
    await setEndpoint(who.token, id, server);
    return id;
  };
  const run = (token: string, modelId: string) =>
    startRun(token, { benchmark: slug, split: QUARTER, modelId, isPublic: true });
  /** GET /submissions/{id} once it is scored. */
  const scoredView = (token: string, id: string | null) =>
    pollJson<View>(`/api/v1/submissions/${id}`, token, (v) => v.status === "scored" || v.status === "failed");
  /** Waits (up to 30 s) until `isDone()`. */
  const until = async (isDone: () => boolean) => {
    for (let i = 0; i < 300 && !isDone(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(isDone()).toBe(true);
  };
  const upload = (token: string, modelId: string) =>
    uploadFile("/api/v1/submissions", {
      token,
      fields: { benchmark: slug, split: QUARTER, modelId, regime: "closed_book", isPublic: "true" },
      file: {
        name: "p.jsonl",
        text: ids
          .map((id, i) => JSON.stringify({ claim_id: id, raw_output: `[[${answers[i]}]]` }))
          .join("\n"),
      },
    });
  const refusedForQuota = {
    status: 429,
    body: {
      error: {
        code: "RATE_LIMITED",
        message: expect.stringContaining("You have used all 2 submissions for this hidden split today"),
      },
    },
  };

  beforeAll(async () => {
    fakes = [await startFakeOpenAi(), await startFakeOpenAi(), await startFakeOpenAi()];
    fake = fakes[2]!;
    await importHiddenBenchmark(slug, { track: "verdict", labels: LABELS }, (i) => gold[i]!, 2);
    p = await participant("atk-eval");
  }, 120_000);

  afterEach(() => {
    fake.chatDefault = null;
    fake.delayMs = 0;
    fake.stickyChat.clear();
  });

  afterAll(async () => {
    for (const f of fakes) await f.close();
  });

  describe("numbers from a run go through the Ladder, and nowhere else", () => {
    let first: EvaluationView;
    let second: EvaluationView;
    let modelId: string;
    const exact = new ExactValues(printsOf);

    beforeAll(async () => {
      for (const f of fakes) f.chatAnswerOf = (prompt) => `My verdict: [[${answers[claimOf(prompt)]}]]`;
      modelId = await modelOf(p, fakes[0]);
      const started = await run(p.token, modelId);
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      first = await waitForRun(p.token, String(started.body.id));
      // The same answers again from another model: the Ladder has nothing new to release.
      const again = await run(p.token, await modelOf(p, fakes[1]));
      second = await waitForRun(p.token, String(again.body.id));
      const score = await db.score.findFirstOrThrow({
        where: { submissionId: String(first.submissionId) },
        select: { resultJson: true },
      });
      const result = JSON.parse(score.resultJson) as ScoreResult;
      for (const [key, v] of Object.entries(headlineValues(result))) if (key !== "fsr") exact.add(v);
      for (const [key, [low, high]] of Object.entries(result.ci?.intervals ?? {}))
        if (key !== "fsr") [low, high].forEach(exact.add);
    }, 180_000);

    it("scores the run as a submission the Ladder decides: released once, then held", async () => {
      expect([first.status, second.status]).toEqual(["done", "done"]);
      const [a, b] = [
        await scoredView(p.token, first.submissionId),
        await scoredView(p.token, second.submissionId),
      ];
      expect(a.release?.status).toBe("released");
      expect(b.release).toMatchObject({ status: "held", best: a.release?.value });
      expect(exact.patterns.size).toBeGreaterThan(5);
    });

    it("shows no score on the run itself, and only the model's own words in its outputs", async () => {
      const res = await request(`/api/v1/evaluations/${first.id}`, { token: p.token });
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).filter((k) => /score|accura|f1|metric|correct|gold|label/i.test(k))).toEqual(
        [],
      );
      const lines = (
        await (await request(`/api/v1/evaluations/${first.id}/outputs`, { token: p.token })).text()
      )
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { claim_id: string; raw_output: string; failure_kind: string | null });
      expect(lines.map((l) => l.raw_output)).toEqual(answers.map((a) => `My verdict: [[${a}]]`));
      expect(lines.every((l) => l.failure_kind === null)).toBe(true);
    });

    it("refuses per-claim results of the run's submission on the hidden split", async () => {
      for (const q of ["", "?format=csv"]) {
        const res = await request(`/api/v1/submissions/${first.submissionId}/results${q}`, {
          token: p.token,
        });
        expect(res.status).toBe(403);
      }
    });

    it("prints no exact hidden-split value on the run's pages, the model, the submission or the verified board", async () => {
      const lb = `/leaderboards/${slug}`;
      const api = `/api/v1/leaderboards/${slug}`;
      const open = [
        lb,
        `${lb}?verified=1`,
        api,
        `${api}?verified=1`,
        `${api}?verified=1&format=csv`,
        `/api/v1/badges/${slug}/${modelId}`,
      ];
      const owned = [
        `/evaluations/${first.id}`,
        `/api/v1/evaluations/${first.id}`,
        `/api/v1/evaluations/${first.id}/outputs`,
        `/models/${modelId}`,
        `/submissions/${first.submissionId}`,
        `/api/v1/submissions/${first.submissionId}`,
        "/submissions",
        "/api/v1/submissions",
      ];
      expect(await exact.scan(open)).toBe(open.length * 2);
      await exact.scan([...open, ...owned], await signIn(p.user.email, p.user.password));
    }, 120_000);
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
