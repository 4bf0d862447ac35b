// The token submission flow over HTTP: upload, the in-app worker scores, the view and the
// per-claim results; hidden gold never leaves the server; bad files and names are refused.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  claimIds,
  goldOf,
  importIntegrityBundle,
  numberToken,
  pollJson,
  predictionFile,
  predictionOf,
  researcherWithModel,
  uploadFile,
} from "./support/benchmarks";
import { request } from "./support/http";
import { createTokenFor, createUser, type TestUser } from "./support/users";

const SLUG = `sub-api-${Date.now()}`;
const DEV = { quarter: "2025Q1", ids: claimIds("d", 40), goldOffset: 0 };
const TEST = { quarter: "2025Q2", ids: claimIds("t", 40), goldOffset: 100 };
const EMBARGOED = { quarter: "2025Q3", ids: claimIds("e", 5), goldOffset: 200 };
const hiddenGold = [TEST, EMBARGOED].flatMap((q) => q.ids.map((_, i) => goldOf(q.goldOffset + i)));
const GOLD_KEY = /"(integrity|labels_by_slice|gold|gold_label)"\s*:/;
/** Every response body this file receives, searched for hidden gold at the end. */
const seen: string[] = [];

type View = {
  status: string;
  error: string | null;
  split: { name: string; kind: string; hidden: boolean };
  release: Record<string, unknown> | null;
  score: {
    n: number;
    metrics: Record<string, number>;
    subsets?: Record<string, unknown>;
    ci?: { b: number };
  } | null;
};

describe(`submissions API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let user: TestUser;
  let token: string;
  let modelId: string;
  const fields = (quarter: string, extra: Record<string, string> = {}) => ({
    benchmark: SLUG,
    split: quarter,
    modelId,
    regime: "closed_book",
    ...extra,
  });
  const fileFor = (q: typeof DEV) => ({
    name: "pred.jsonl",
    text: predictionFile(q.ids.map((id, i) => ({ id, score: predictionOf(q.goldOffset + i) }))),
  });

  /** `auth`: the researcher's write token by default, null for none. */
  async function submit(
    f: Record<string, string>,
    file: { name: string; text: string },
    auth: string | null = token,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await uploadFile("/api/v1/submissions", { token: auth ?? undefined, fields: f, file });
    const text = await res.text();
    seen.push(text);
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
  }

  async function submitAndScore(q: typeof DEV): Promise<{ id: string; view: View }> {
    const { status, body } = await submit(fields(q.quarter), fileFor(q));
    expect(status, JSON.stringify(body)).toBe(201);
    const position = body.position === null ? null : expect.any(Number);
    expect(body).toEqual({
      id: expect.any(String),
      status: "queued",
      position,
      submissions: [{ id: body.id, split: q.quarter, position }],
    });
    const id = String(body.id);
    const view = await pollJson<View>(
      `/api/v1/submissions/${id}`,
      token,
      (v) => v.status === "scored" || v.status === "failed",
      { timeoutMs: 75_000, seen },
    );
    expect(view.status, view.error ?? "").toBe("scored");
    return { id, view };
  }

  beforeAll(async () => {
    await importIntegrityBundle(SLUG, [DEV, TEST, EMBARGOED], {
      "splits.json": {
        dev: [DEV.quarter],
        test: [TEST.quarter, EMBARGOED.quarter],
        embargo: { split: EMBARGOED.quarter, until: "2099-12-31" },
      },
    });
    ({ user, token, modelId } = await researcherWithModel("submit", { verified: true }));
  });

  it("scores a file on a hidden test split: aggregates only, no per-claim results", async () => {
    const { id, view } = await submitAndScore(TEST);
    expect(view.split).toEqual({ name: TEST.quarter, kind: "test", hidden: true });
    expect(view.score?.n).toBe(40);
    // Disclosed by the Ladder, rounded to steps of one standard error at n = 40 (lib/disclosure):
    // MSE 0.01 → 0 (step 0.2), MAE 0.1 → 0.1 (step 0.1).
    expect(view.release).toEqual({ status: "released", metric: "mse", value: 0, best: 0, step: 0.2 });
    expect(view.score?.metrics.mse).toBe(0);
    expect(view.score?.metrics.mae).toBe(0.1);
    expect(view.score?.ci?.b).toBe(1000);
    expect(view.score).not.toHaveProperty("per_class");
    expect(view.score).not.toHaveProperty("confusion");
    expect(Object.keys(view.score?.subsets ?? {})).toEqual(["text_only"]); // gold-defined subsets are dropped
    const results = await request(`/api/v1/submissions/${id}/results`, { token });
    const text = await results.text();
    seen.push(text);
    expect(results.status).toBe(403);
    expect(JSON.parse(text)).toEqual({
      error: {
        code: "FORBIDDEN",
        message:
          "Per-claim results are only available on splits whose labels are public (dev splits, and test splits once retired)",
      },
    });
    expect((await request(`/api/v1/submissions/${id}/results?format=csv`, { token })).status).toBe(403);
  }, 90_000);

  it("scores a file on a public dev split and returns per-claim results as JSONL", async () => {
    const { id, view } = await submitAndScore(DEV);
    expect(view.split).toEqual({ name: DEV.quarter, kind: "dev", hidden: false });
    expect(view.release).toBeNull();
    expect(view.score?.n).toBe(40);
    expect(view.score?.metrics.mse).toBeCloseTo(0.01, 6);
    expect(Object.keys(view.score?.subsets ?? {})).toEqual(
      expect.arrayContaining(["text_only", "intact", "compromised"]),
    );
    const res = await request(`/api/v1/submissions/${id}/results`, { token });
    const text = await res.text();
    seen.push(text);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const lines = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.claim_id)).toEqual(DEV.ids);
    lines.forEach((line, i) => {
      expect(line).toEqual({
        claim_id: DEV.ids[i],
        slice: null,
        variant: "original",
        predicted: null,
        score: predictionOf(i),
        parsed: true,
        missing: false,
        leaked: false,
        squared_error: expect.closeTo(0.01, 6),
      });
    });
    expect(text).not.toMatch(GOLD_KEY);
    const csv = await request(`/api/v1/submissions/${id}/results?format=csv`, { token });
    const csvText = await csv.text();
    seen.push(csvText);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const rows = csvText.trim().split("\r\n");
    expect(rows[0]).toBe(
      "claim_id,slice,variant,predicted,score,parsed,missing,leaked,correct,squared_error",
    );
    expect(rows).toHaveLength(DEV.ids.length + 1);
    expect(rows[1]?.split(",").slice(0, 8)).toEqual([
      DEV.ids[0],
      "",
      "original",
      "",
      String(predictionOf(0)),
      "true",
      "false",
      "false",
    ]);
    expect((await request(`/api/v1/submissions/${id}/results?format=xlsx`, { token })).status).toBe(400);
    // Someone else gets 404 for both, never the numbers.
    const other = (await createTokenFor(await createUser("researcher", "snoop"), ["read"])).secret;
    for (const path of [`/api/v1/submissions/${id}`, `/api/v1/submissions/${id}/results`]) {
      const r = await request(path, { token: other });
      seen.push(await r.clone().text());
      expect(r.status, path).toBe(404);
      expect(await r.json()).toEqual({ error: { code: "NOT_FOUND", message: `No submission ${id}` } });
    }
  }, 90_000);

  it("refuses a malformed file with 400 naming the file and the lines, and stores nothing", async () => {
    const before = await db.submission.count({ where: { userId: user.id } });
    const text =
      [
        JSON.stringify({ claim_id: TEST.ids[0], score: 0.5 }),
        "this line is not JSON",
        JSON.stringify({ claim_id: TEST.ids[1], score: "high" }),
      ].join("\n") + "\n";
    const { status, body } = await submit(fields(TEST.quarter), { name: "broken.jsonl", text });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: "BAD_REQUEST",
        message: expect.stringMatching(/nothing was queued$/),
        issues: expect.any(Array),
      },
    });
    const issues = (body.error as { issues: { file: string; line?: number }[] }).issues;
    expect(issues[0]).toMatchObject({ file: "broken.jsonl", line: 2 });
    expect(issues.some((i) => i.file === "broken.jsonl" && i.line === 3)).toBe(true);
    expect(await db.submission.count({ where: { userId: user.id } })).toBe(before);
  });

  it("answers unknown or hidden benchmarks, splits and models with 404, bad fields with 400", async () => {
    const file = fileFor(TEST);
    const cases: [Record<string, string>, number, string | RegExp][] = [
      [fields(TEST.quarter, { benchmark: `no-such-${SLUG}` }), 404, `No benchmark 'no-such-${SLUG}'`],
      [fields("2031Q1"), 404, `No split 2031Q1 in '${SLUG}'`],
      [fields(EMBARGOED.quarter), 404, `No split ${EMBARGOED.quarter} in '${SLUG}'`],
      [
        fields(TEST.quarter, { modelId: "no-such-model" }),
        404,
        "No model of yours with that id: register it first",
      ],
      [fields("latest"), 400, "Check the submission fields"],
    ];
    for (const [f, expected, message] of cases) {
      const { status, body } = await submit(f, file);
      expect(status, JSON.stringify(f)).toBe(expected);
      expect((body.error as { message: string }).message).toEqual(message);
    }
    expect(await db.submission.count({ where: { userId: user.id, split: { name: TEST.quarter } } })).toBe(1);
  });

  it("is 401 without a token and 403 with a read-only token", async () => {
    const anonymous = await submit(fields(TEST.quarter), fileFor(TEST), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      error: { code: "UNAUTHORIZED", message: "Sign in or send 'Authorization: Bearer <token>'" },
    });
    const { status, body } = await submit(
      fields(TEST.quarter),
      fileFor(TEST),
      (await createTokenFor(user, ["read"])).secret,
    );
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code: "FORBIDDEN", message: "This token lacks the 'write' scope" } });
    expect(await db.submission.count({ where: { userId: user.id } })).toBe(2);
  });

  it("no response body contained a hidden gold value or a gold field", () => {
    expect(seen.length).toBeGreaterThan(10);
    const all = seen.join("\n");
    for (const g of hiddenGold) expect(all, `gold ${g}`).not.toMatch(numberToken(g));
    expect(all).not.toMatch(GOLD_KEY);
  });
});
