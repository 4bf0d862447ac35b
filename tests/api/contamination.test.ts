// Contamination routes over HTTP without any LLM endpoint: METEOR on uploaded statements,
// the benchmark view, a model's view and the controlled set; auth and unknown names.
import { beforeAll, describe, expect, it } from "vitest";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { jsonl } from "../fixtures/bundles/write-test-bundle";
import * as claims from "../support/contamination-claims";
import { pollJson, registerModel, uploadFile } from "./support/benchmarks";
import { jsonOf, request } from "./support/http";
import { createTokenFor, createUser } from "./support/users";

const { ORACLE_MARK, gold, ids, oracleOf, other, unrelated, writeContaminationBundle } = claims;
const SLUG = `contam-api-${Date.now()}`;
const seen: string[] = [];

type Summary = { metrics: { meteor?: { n: number; flagged: number } } };
type ModelView = { uploads: { status: string }[] | null };

async function get(path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request(path, { token });
  const text = await res.text();
  seen.push(text);
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
}

describe(`contamination API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let owner: string;
  let readOnly: string;
  let stranger: string;
  const models = { A: "", B: "" };
  let uploadA = "";
  const evidenceUrl = (id: string) => `/api/v1/contamination/${SLUG}/models/${id}/evidence`;
  const statements = (rows: unknown[], name = "evidence.jsonl") => ({
    fields: { kind: "statements" },
    file: { name, text: jsonl(rows) },
  });

  beforeAll(async () => {
    const dir = await writeContaminationBundle(SLUG, "Contamination API fixture");
    await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
    const user = await createUser("researcher", "contam");
    owner = (await createTokenFor(user, ["read", "write"])).secret;
    readOnly = (await createTokenFor(user, ["read"])).secret;
    stranger = (await createTokenFor(await createUser("researcher", "stranger"), ["read", "write"])).secret;
    const tag = Date.now().toString(36);
    models.A = await registerModel(owner, `contam-A-${tag}`);
    models.B = await registerModel(owner, `contam-B-${tag}`);
    // A is right on its 10 contaminated claims and c11-c25; B on c11-c32 (public, dev split).
    const submissionIds: string[] = [];
    for (const [key, right] of [
      ["A", (i: number) => i < 25],
      ["B", (i: number) => i >= 10 && i < 32],
    ] as const) {
      const lines = ids.map((id, i) => ({ claim_id: id, label: right(i) ? gold(i) : other(gold(i)) }));
      const res = await uploadFile("/api/v1/submissions", {
        token: owner,
        fields: {
          benchmark: SLUG,
          split: "2025Q1",
          modelId: models[key],
          regime: "closed_book",
          isPublic: "true",
        },
        file: { name: "pred.jsonl", text: jsonl(lines) },
      });
      expect(res.status).toBe(201);
      submissionIds.push(((await res.json()) as { id: string }).id);
    }
    for (const id of submissionIds)
      await pollJson<{ status: string }>(
        `/api/v1/submissions/${id}`,
        owner,
        (v) => v.status !== "queued" && v.status !== "running",
        { timeoutMs: 75_000 },
      );
  }, 120_000);

  it("accepts model statements (202), reporting unknown claims, and scores them with METEOR", async () => {
    const rows = ids.map((id, i) => ({ claim_id: id, evidence: i < 10 ? oracleOf(i) : unrelated(i) }));
    const res = await uploadFile(evidenceUrl(models.A), {
      token: owner,
      ...statements([...rows, { claim_id: "nope", evidence: ["x"] }], "a.jsonl"),
    });
    expect(res.status).toBe(202);
    const receipt = (await jsonOf(res)) as { uploadId: string };
    expect(receipt).toEqual({
      uploadId: expect.any(String),
      jobId: expect.any(String),
      total: 40,
      rejected: [{ line: 41, claimId: "nope", problem: expect.stringMatching(/unknown claim/) }],
    });
    uploadA = receipt.uploadId;
    expect(
      (
        await uploadFile(evidenceUrl(models.B), {
          token: owner,
          ...statements(ids.map((id, i) => ({ claim_id: id, evidence: unrelated(i + 100) }))),
        })
      ).status,
    ).toBe(202);
    for (const id of [models.A, models.B]) {
      const view = await pollJson<ModelView>(
        `/api/v1/contamination/${SLUG}/models/${id}`,
        owner,
        (v) => ["done", "failed"].includes(v.uploads?.[0]?.status ?? ""),
        { timeoutMs: 75_000, seen },
      );
      expect(view.uploads?.[0]).toMatchObject({ status: "done", done: 40, total: 40, failed: [] });
    }
  }, 160_000);

  it("GET /api/v1/contamination/{slug} shows each public model's METEOR summary to anyone", async () => {
    const { status, body } = await get(`/api/v1/contamination/${SLUG}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      benchmark: { slug: SLUG, canMaintain: false, tau: { meteor: 0.25 } },
      metrics: ["meteor"],
    });
    const rows = body.models as { id: string; summary: Summary }[];
    expect(rows.map((m) => m.id)).toEqual([models.A, models.B]);
    expect(rows[0]?.summary.metrics.meteor).toMatchObject({
      n: 40,
      flagged: 10,
      flaggedShare: 0.25,
      tau: 0.25,
    });
    expect(rows[1]?.summary.metrics.meteor).toMatchObject({ n: 40, flagged: 0 });
  });

  it("a model's view shows post-cutoff flags; uploads only to its owner", async () => {
    const anonymous = await get(`/api/v1/contamination/${SLUG}/models/${models.A}`);
    expect(anonymous).toMatchObject({
      status: 200,
      body: {
        model: { id: models.A, isOwner: false },
        postCutoff: { cutoff: "2024-06-01", claimsAfter: 40, flagged: { meteor: 10, strict: 10 } },
        uploads: null,
      },
    });
  });

  it("the controlled set leaves out A's 10 contaminated claims and re-ranks A and B", async () => {
    const { status, body } = await get(
      `/api/v1/contamination/${SLUG}/controlled?split=2025Q1&models=${models.A},${models.B}&metrics=meteor`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      split: { name: "2025Q1", kind: "dev" },
      metric: "macro_f1",
      set: { n: 30, total: 40, contaminated: 10, unassessed: 0 },
      labelCounts: { True: 15, False: 15 },
    });
    expect(body.set).not.toHaveProperty("claimIds");
    const row = (id: string) => (body.rows as { modelId: string }[]).find((r) => r.modelId === id);
    expect(row(models.A)).toMatchObject({
      full: { n: 40, rank: 1 },
      controlled: { n: 30, rank: 2 },
      deltaRank: 1,
    });
    expect(row(models.B)).toMatchObject({
      full: { n: 40, rank: 2 },
      controlled: { n: 30, rank: 1 },
      deltaRank: -1,
    });
    expect(JSON.stringify(body.subsets)).not.toContain("claimIds");
  });

  it("unknown benchmarks, models and splits are 404; a bad metric is 400", async () => {
    const cases: [string, number, string][] = [
      [`/api/v1/contamination/no-such-${SLUG}`, 404, `No benchmark 'no-such-${SLUG}'`],
      [`/api/v1/contamination/no-such-${SLUG}/controlled`, 404, `No benchmark 'no-such-${SLUG}'`],
      [`/api/v1/contamination/${SLUG}/models/no-such-model`, 404, "No such model"],
      [
        `/api/v1/contamination/${SLUG}/controlled?models=no-such-model`,
        404,
        "No contamination scores for model no-such-model on this benchmark",
      ],
      [
        `/api/v1/contamination/${SLUG}/controlled?split=2031Q1`,
        404,
        "No split 2031Q1; the splits are 2025Q1",
      ],
      [
        `/api/v1/contamination/${SLUG}/controlled?metrics=bleu`,
        400,
        "No metric 'bleu' on this benchmark; its metrics are: meteor",
      ],
    ];
    for (const [path, expected, message] of cases) {
      const { status, body } = await get(path);
      expect(status, path).toBe(expected);
      expect((body.error as { message: string }).message, path).toBe(message);
    }
  });

  it("uploads need a write token (401/403); others' models and the oracle are off limits", async () => {
    const rows = statements([{ claim_id: ids[0], evidence: ["x"] }]);
    const oracleUrl = `/api/v1/contamination/${SLUG}/oracle`;
    const expectations: [Promise<Response>, number, string][] = [
      [uploadFile(evidenceUrl(models.A), rows), 401, "Sign in or send 'Authorization: Bearer <token>'"],
      [
        uploadFile(evidenceUrl(models.A), { token: readOnly, ...rows }),
        403,
        "This token lacks the 'write' scope",
      ],
      [
        uploadFile(evidenceUrl(models.A), { token: stranger, ...rows }),
        404,
        "No model of yours with that id",
      ],
      [uploadFile(oracleUrl, { token: owner, ...rows }), 403, "This needs the maintainer role"],
      [
        uploadFile(`/api/v1/contamination/no-such-${SLUG}/models/${models.A}/evidence`, {
          token: owner,
          ...rows,
        }),
        404,
        `No benchmark 'no-such-${SLUG}'`,
      ],
      [
        request(`/api/v1/contamination/uploads/${uploadA}/rerun`, { method: "POST", token: stranger }),
        404,
        "No such upload",
      ],
    ];
    for (const [pending, expected, message] of expectations) {
      const res = await pending;
      const text = await res.text();
      seen.push(text);
      expect(res.status, text).toBe(expected);
      expect((JSON.parse(text) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it("a malformed statements file is 400 naming the file, line and field", async () => {
    const text = `${JSON.stringify({ claim_id: ids[0], evidence: ["x"] })}\n${JSON.stringify({ claim_id: ids[1], evidence: "not a list" })}\n`;
    const res = await uploadFile(evidenceUrl(models.A), {
      token: owner,
      fields: { kind: "statements" },
      file: { name: "bad.jsonl", text },
    });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: expect.stringMatching(/^bad\.jsonl:2: field evidence: .+; nothing was stored$/),
        fields: { evidence: expect.stringMatching(/^line 2: /) },
      },
    });
  });

  it("no response carried an oracle statement", () => {
    expect(seen.length).toBeGreaterThan(8);
    expect(seen.join("\n")).not.toContain(ORACLE_MARK);
  });
});
