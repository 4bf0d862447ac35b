// Evaluations as an adaptive participant would use them against a hidden split (docs/SECURITY.md,
// "Evaluations run by LiveCheck"), over HTTP with a fake endpoint the attacker controls: the
// hidden split's numbers from the run itself, its outputs, pages and boards instead of
// through the Ladder, and its per-claim results. The quota, addresses and a second account
// are in attacks-evaluations-quota.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { headlineValues } from "@/lib/scoring/summarize";
import type { ScoreResult } from "@/lib/scoring/score-records";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { participant } from "./support/attack-setup";
import { ExactValues, printsOf } from "./support/canary-scan";
import {
  answers,
  claimOf,
  importAttackBenchmark,
  modelWithEndpoint,
  runOn,
  scoredView,
} from "./support/evaluation-attack";
import { waitForRun, type EvaluationView } from "./support/evaluations";
import { request, signIn } from "./support/http";

describe("attack: evaluations on a hidden split", () => {
  const slug = `atk-eval-${Date.now()}`;
  const run = runOn(slug);
  /**
   * The attacker's endpoints: each full run sends N requests, and an endpoint's rate limit
   * (EVALUATION_RATE_POINTS, 600 a minute) is shared by every run at its address, so each of
   * the two runs gets a fake of its own.
   */
  let fakes: FakeOpenAi[];
  let p: Awaited<ReturnType<typeof participant>>;
  const modelOf = (who: typeof p, server: FakeOpenAi) => modelWithEndpoint(who, server);

  beforeAll(async () => {
    fakes = [await startFakeOpenAi(), await startFakeOpenAi()];
    await importAttackBenchmark(slug);
    p = await participant("atk-eval");
  }, 120_000);

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
      modelId = await modelOf(p, fakes[0]!);
      const started = await run(p.token, modelId);
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      first = await waitForRun(p.token, String(started.body.id));
      // The same answers again from another model: the Ladder has nothing new to release.
      const again = await run(p.token, await modelOf(p, fakes[1]!));
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
});
