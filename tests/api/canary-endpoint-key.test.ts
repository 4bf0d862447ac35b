// A model endpoint's API key never leaves the server except towards its own endpoint. The
// owner sets a canary key over the API, tests the connection against a fake endpoint that
// echoes the Authorization header back (in its answer and in an error body), redirects, or
// refuses the key, and runs evaluations on the dev and the hidden split whose answers quote
// the header, one of which then fails on an echoing error. Then every surface is fetched and
// searched for the key: the model page and its endpoint settings, the evaluation pages (HTML
// and RSC payload), every API answer (JSON, JSON Lines, CSV), error answers, the audit log
// page as an admin, and everything the app server wrote to stdout and stderr.
import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { participant } from "./support/attack-setup";
import {
  DEV_SPLIT,
  HIDDEN_SPLIT,
  claimNumberOf,
  goldLabelOf,
  importVerdictBenchmark,
  startRun,
  waitForRun,
} from "./support/evaluations";
import { BASE_URL, request, signIn, type CookieJar } from "./support/http";
import { createTokenFor, createUser } from "./support/users";

const SLUG = `canary-key-${Date.now()}`;
const API_KEY = `sk-live-canary-${Date.now()}-Zx9Qw7Er5Ty3KEYS`;
/** A leak of most of the key counts too: everything but the last 4 characters the hint shows. */
const KEY_BODY = API_KEY.slice(0, -4);

describe(`the endpoint key in nothing the app serves or logs (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let fake: FakeOpenAi;
  let owner: Awaited<ReturnType<typeof participant>>;
  let modelId: string;
  const runs: string[] = [];
  const submissions: string[] = [];
  /** Every body read, with where it came from. */
  const bodies: { where: string; text: string }[] = [];

  const keep = async (where: string, res: Response): Promise<Response> => {
    bodies.push({ where: `${where} ${res.status}`, text: await res.clone().text() });
    return res;
  };
  const api = (path: string, opts: Parameters<typeof request>[1] = {}) =>
    request(path, { token: owner.token, ...opts }).then((res) =>
      keep(`${opts.method ?? "GET"} ${path}`, res),
    );
  /** Fetches each path as HTML and as an RSC payload. */
  const pages = async (paths: string[], jar: CookieJar) => {
    for (const path of paths)
      for (const rsc of [false, true]) {
        const res = await fetch(`${BASE_URL}${path}`, {
          headers: { cookie: jar.header(), ...(rsc ? { RSC: "1" } : {}) },
        });
        await keep(`${path}${rsc ? " (RSC)" : ""}`, res);
      }
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    await importVerdictBenchmark(SLUG, 6, 5);
    owner = await participant("canary-key");
    modelId = await owner.model();
    const put = await api(`/api/v1/models/${modelId}/endpoint`, {
      method: "PUT",
      json: { baseUrl: fake.url, model: "fake-chat-canary", apiKey: API_KEY },
    });
    expect(put.status).toBe(200);
  });

  afterAll(async () => {
    await fake.close();
  });

  it("sends the key to its endpoint, and shows its hint only", async () => {
    const res = await api(`/api/v1/models/${modelId}/endpoint`);
    expect(await res.json()).toMatchObject({ hasApiKey: true, apiKeyHint: `••••${API_KEY.slice(-4)}` });
    const test = await api(`/api/v1/models/${modelId}/endpoint/test`, { method: "POST" });
    expect(await test.json()).toMatchObject({ ok: true });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it("tests the connection against an endpoint that echoes the key, redirects or refuses it", async () => {
    fake.chatScript.push("echo-auth", "echo-auth-error", "redirect", "http401");
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await (await api(`/api/v1/models/${modelId}/endpoint/test`, { method: "POST" })).json());
    expect(answers).toMatchObject([
      { ok: true, answer: expect.stringContaining("Bearer [API key removed]") },
      { ok: false, error: "the endpoint answered HTTP 400 (Bad Request)" },
      { ok: false, error: expect.stringContaining("no-redirect") },
      { ok: false, error: "the endpoint answered HTTP 401 (Unauthorized)" },
    ]);
  });

  it("answers refused saves without echoing the key", async () => {
    const path = `/api/v1/models/${modelId}/endpoint`;
    const refused = await api(path, {
      method: "PUT",
      json: { baseUrl: "https://169.254.169.254/v1", model: "m", apiKey: API_KEY },
    });
    expect(refused.status).toBe(400);
    const invalid = await api(path, {
      method: "PUT",
      json: { baseUrl: fake.url, model: "m", apiKey: `${API_KEY} x`, temperature: 9 },
    });
    expect(invalid.status).toBe(400);
    const tooLong = await api(path, {
      method: "PUT",
      json: { baseUrl: fake.url, model: "m", apiKey: API_KEY.repeat(20) },
    });
    expect(tooLong.status).toBe(400);
  });

  it("runs evaluations whose answers quote the key, and one that fails on an echoing error", async () => {
    fake.chatAnswerOf = (p) => `[[${goldLabelOf(claimNumberOf(p))}]]`;
    fake.stickyChat.set("d000", "echo-auth");
    fake.stickyChat.set("t000", "echo-auth");
    for (const split of [DEV_SPLIT, HIDDEN_SPLIT]) {
      const { status, body } = await startRun(owner.token, {
        benchmark: SLUG,
        split,
        modelId,
        isPublic: true,
      });
      expect(status, JSON.stringify(body)).toBe(202);
      const run = await waitForRun(owner.token, String(body.id));
      expect(run).toMatchObject({ status: "done" });
      runs.push(run.id);
      submissions.push(String(run.submissionId));
    }
    // The sixth claim's request gets an error body quoting the key, after earlier answers were stored.
    fake.stickyChat.set("d005", "echo-auth-error");
    const failing = await owner.model();
    await api(`/api/v1/models/${failing}/endpoint`, {
      method: "PUT",
      json: { baseUrl: fake.url, model: "fake-chat-canary", apiKey: API_KEY },
    });
    const { body } = await startRun(owner.token, { benchmark: SLUG, split: DEV_SPLIT, modelId: failing });
    const failed = await waitForRun(owner.token, String(body.id));
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe(
      "A request failed on the first attempt (not retried): the endpoint answered HTTP 400 (Bad Request)",
    );
    runs.push(failed.id);
    fake.stickyChat.clear();
  }, 120_000);

  it("shows the owner their runs, outputs, submissions and boards without the key", async () => {
    const outputs = await api(`/api/v1/evaluations/${runs[0]}/outputs`);
    expect(await outputs.text()).toContain("Bearer [API key removed]");
    for (const id of runs) {
      await api(`/api/v1/evaluations/${id}`);
      await api(`/api/v1/evaluations/${id}/outputs`);
    }
    for (const id of submissions) await api(`/api/v1/submissions/${id}`);
    await api(`/api/v1/submissions/${submissions[0]}/results`);
    await api(`/api/v1/submissions/${submissions[0]}/results?format=csv`);
    await api("/api/v1/submissions");
    await api("/api/v1/models");
    await api(`/api/v1/models/${modelId}`);
    for (const q of [`?splits=${DEV_SPLIT}&verified=1`, `?verified=1`, `?verified=1&format=csv`])
      await api(`/api/v1/leaderboards/${SLUG}${q}`);
    const jar = await signIn(owner.user.email, owner.user.password);
    await pages(
      [
        `/models/${modelId}`,
        "/models",
        ...runs.map((id) => `/evaluations/${id}`),
        ...submissions.map((id) => `/submissions/${id}`),
        "/submissions",
        "/notifications",
        `/leaderboards/${SLUG}?verified=1`,
        `/benchmarks/${SLUG}`,
      ],
      jar,
    );
    const modelPage = bodies.find((b) => b.where.startsWith(`/models/${modelId} 200`));
    expect(modelPage?.text).toContain(`••••${API_KEY.slice(-4)}`);
  }, 120_000);

  it("shows an admin the audit log of it all without the key", async () => {
    const admin = await createUser("admin", "canary-key-admin");
    const jar = await signIn(admin.email, admin.password);
    const before = bodies.length;
    await pages(
      ["/admin/audit?action=model.endpoint.", "/admin/audit?action=evaluation.", "/admin/audit"],
      jar,
    );
    const audit = bodies
      .slice(before)
      .map((b) => b.text)
      .join("\n");
    expect(audit).toContain("model.endpoint.create");
    expect(audit).toContain("evaluation.start");
    const token = (await createTokenFor(admin, ["read", "write", "admin"])).secret;
    for (const path of [`/api/v1/evaluations/${runs[0]}`, `/api/v1/models/${modelId}/endpoint`])
      await keep(path, await request(path, { token }));
  });

  it("canary: no body and no line the server logged holds the key", () => {
    expect(bodies.length).toBeGreaterThan(50);
    for (const { where, text } of bodies)
      if (text.includes(KEY_BODY)) {
        const at = text.indexOf(KEY_BODY);
        throw new Error(`the key leaked in ${where}: …${text.slice(Math.max(0, at - 100), at + 60)}…`);
      }
    const logFile = process.env.SERVER_LOG ?? "";
    expect(existsSync(logFile), `SERVER_LOG (${logFile}) names the app server's log (npm test -- api)`).toBe(
      true,
    );
    const log = readFileSync(logFile, "utf8");
    expect(log).toContain("[jobs] in-app worker");
    // The failed run was logged by the worker, in LiveCheck's words.
    expect(log).toContain("the endpoint answered HTTP 400 (Bad Request)");
    const leaked = log.split("\n").find((line) => line.includes(KEY_BODY));
    expect(leaked, "a log line holds the key").toBeUndefined();
  });
});
