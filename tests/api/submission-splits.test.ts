// Over HTTP with a token (issue 11): a file spanning several splits becomes one submission
// per split; one split named with claims of others is one clear refusal; templates per split
// list every claim id with the prediction empty and never carry gold.
import { beforeAll, describe, expect, it } from "vitest";
import {
  claimIds,
  goldOf,
  importIntegrityBundle,
  numberToken,
  pollJson,
  researcherWithModel,
  submitScores,
} from "./support/benchmarks";
import { request } from "./support/http";

const SLUG = `split-api-${Date.now()}`;
const A = { quarter: "2024Q1", ids: claimIds("a", 6), goldOffset: 300 };
const B = { quarter: "2024Q2", ids: claimIds("b", 4), goldOffset: 400 };
const T = { quarter: "2024Q3", ids: claimIds("x", 3), goldOffset: 500 };

describe(`a file for several splits, and templates, over the API (${process.env.DATABASE_URL?.split(":")[0]})`, () => {
  let token: string;
  let modelId: string;
  const fields = (extra: Record<string, string> = {}) => ({
    benchmark: SLUG,
    modelId,
    regime: "closed_book",
    ...extra,
  });
  const rows = (q: typeof A) => q.ids.map((id) => ({ id, score: 0 }));

  beforeAll(async () => {
    await importIntegrityBundle(SLUG, [A, B, T], {
      "splits.json": { dev: [A.quarter, B.quarter], test: [T.quarter] },
    });
    ({ token, modelId } = await researcherWithModel("splits", { verified: true }));
  });

  it("creates one submission per split for a file without a split, each scored on its own claims", async () => {
    const res = await submitScores(token, fields(), [...rows(A), ...rows(B)], "both.jsonl");
    const body = (await res.json()) as { id: string; submissions: { id: string; split: string }[] };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.submissions.map((s) => s.split)).toEqual([A.quarter, B.quarter]);
    for (const [i, s] of body.submissions.entries()) {
      const view = await pollJson<{ status: string; score: { n: number } | null }>(
        `/api/v1/submissions/${s.id}`,
        token,
        (v) => v.status === "scored" || v.status === "failed",
        { timeoutMs: 75_000 },
      );
      expect(view.status).toBe("scored");
      expect(view.score?.n).toBe([A, B][i]!.ids.length);
    }
  });

  it("refuses one named split with claims of another in one issue naming both, never 'unknown'", async () => {
    const res = await submitScores(
      token,
      fields({ split: A.quarter }),
      [...rows(A), ...rows(B)],
      "both.jsonl",
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { issues: { message: string }[]; more: number } };
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]!.message).toContain(`${A.quarter} (6 lines), ${B.quarter} (4 lines)`);
    expect(JSON.stringify(error)).not.toMatch(/unknown/);
  });

  it("serves each split's template to signed-in users only, with every claim id and no gold", async () => {
    const jsonl = await request(`/api/v1/benchmarks/${SLUG}/splits/${T.quarter}/template`, { token });
    expect(jsonl.status).toBe(200);
    expect(jsonl.headers.get("content-disposition")).toBe(
      `attachment; filename="${SLUG}-${T.quarter}-template.jsonl"`,
    );
    const text = await jsonl.text();
    expect(text).toBe(T.ids.map((id) => `{"claim_id":"${id}","score":null}\n`).join(""));
    for (const [i] of T.ids.entries()) expect(text).not.toMatch(numberToken(goldOf(T.goldOffset + i)));
    const csv = await request(`/api/v1/benchmarks/${SLUG}/splits/${B.quarter}/template?format=csv`, {
      token,
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toBe(`claim_id,score\r\n${B.ids.map((id) => `${id},\r\n`).join("")}`);
    expect((await request(`/api/v1/benchmarks/${SLUG}/splits/${B.quarter}/template`)).status).toBe(401);
    expect((await request(`/api/v1/benchmarks/${SLUG}/splits/2031Q1/template`, { token })).status).toBe(404);
    expect(
      (await request(`/api/v1/benchmarks/${SLUG}/splits/${B.quarter}/template?format=xlsx`, { token }))
        .status,
    ).toBe(400);
  });
});
