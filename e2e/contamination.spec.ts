// Contamination analysis in the browser: a maintainer supplies (hidden) oracle evidence, a
// researcher's two models get scored and their evidence uploaded through the API; then the
// model's contamination page shows its scores and post-cutoff flags, and the benchmark's
// ranking view switches to the contamination-controlled set, showing n and the rank changes.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoResearcher, demoMaintainer as maintainer } from "./fixtures/accounts";
import { signedInPage } from "./fixtures/sign-in";
import { startFakeOpenAi } from "../tests/support/fake-openai";

const BENCHMARK = "demo-livefact";
const SPLIT = "2025Q4"; // public dev split: the claims API returns its gold labels

type Claim = { claimId: string; label: string | null };

const oracleOf = (i: number) => [
  `Evidence ${i}: the harbour council confirmed the figures in a public statement on Monday.`,
  `Records show ${i * 7} tonnes were shipped through the northern terminal.`,
];
const unrelated = (i: number) => [`Nothing in particular happened to a purple kettle on day ${i}.`];

async function devClaims(
  request: APIRequestContext,
): Promise<{ labels: string[]; slices: number[]; claims: Claim[] }> {
  const { labels, slices } = (await (await request.get(`/api/v1/benchmarks/${BENCHMARK}`)).json()) as {
    labels: string[];
    slices: number[];
  };
  const claims: Claim[] = [];
  for (let page = 1; ; page++) {
    const body = (await (
      await request.get(`/api/v1/benchmarks/${BENCHMARK}/claims?quarter=${SPLIT}&pageSize=100&page=${page}`)
    ).json()) as { items: Claim[]; total: number };
    claims.push(...body.items);
    if (claims.length >= body.total || body.items.length === 0) break;
  }
  return { labels, slices, claims };
}

const jsonl = (rows: unknown[]) => Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");

async function upload(
  request: APIRequestContext,
  url: string,
  name: string,
  rows: unknown[],
  fields: Record<string, string>,
): Promise<void> {
  const res = await request.post(url, {
    multipart: { ...fields, file: { name, mimeType: "application/octet-stream", buffer: jsonl(rows) } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test("a model's contamination page, and the contamination-controlled ranking with n and Δrank", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const asMaintainer = (await signedInPage(browser, maintainer)).request;
  const asResearcher = (await signedInPage(browser, demoResearcher)).request;
  const { labels, slices, claims } = await devClaims(asResearcher);
  expect(claims.length).toBeGreaterThan(20);
  const half = Math.floor(claims.length / 2); // model A reproduces the oracle evidence of the first half
  const rest = claims.length - half;

  await upload(
    asMaintainer,
    `/api/v1/contamination/${BENCHMARK}/oracle`,
    "oracle.jsonl",
    claims.map((c, i) => ({ claim_id: c.claimId, evidence: oracleOf(i) })),
    { kind: "statements" },
  );

  const tag = randomUUID().slice(0, 6);
  const models: Record<"A" | "B", { id: string; name: string }> = {
    A: { id: "", name: `contam-A-${tag}` },
    B: { id: "", name: `contam-B-${tag}` },
  };
  for (const m of Object.values(models)) {
    const res = await asResearcher.post("/api/v1/models", {
      data: {
        name: m.name,
        organisation: "E2E Lab",
        openWeights: false,
        declaredCutoff: "2024-06-01",
        cutoffSource: "https://example.org/card",
        regime: "closed_book",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    m.id = ((await res.json()) as { id: string }).id;
  }
  // A is right on its contaminated half and on 30% of the rest; B on 60% of the rest only:
  // A leads on all claims, B on the controlled set.
  const isRight = (model: "A" | "B", i: number) =>
    model === "A" ? i < half || i - half < 0.3 * rest : i >= half && i - half < 0.6 * rest;
  const submissionIds: string[] = [];
  for (const key of ["A", "B"] as const) {
    const lines = claims.flatMap((c, i) =>
      slices.map((slice) => ({
        claim_id: c.claimId,
        slice,
        label: isRight(key, i) ? c.label : labels.find((l) => l !== c.label),
      })),
    );
    const res = await asResearcher.post("/api/v1/submissions", {
      multipart: {
        benchmark: BENCHMARK,
        split: SPLIT,
        modelId: models[key].id,
        regime: "closed_book",
        isPublic: "true",
        description: "contamination e2e",
        file: { name: "pred.jsonl", mimeType: "application/octet-stream", buffer: jsonl(lines) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    submissionIds.push(((await res.json()) as { id: string }).id);
    const evidence = claims.map((c, i) => ({
      claim_id: c.claimId,
      evidence: key === "A" && i < half ? oracleOf(i) : unrelated(i),
    }));
    await upload(
      asResearcher,
      `/api/v1/contamination/${BENCHMARK}/models/${models[key].id}/evidence`,
      `${key}.jsonl`,
      [...evidence, { claim_id: "no-such-claim", evidence: ["x"] }],
      { kind: "statements" },
    );
  }
  for (const id of submissionIds) {
    await expect
      .poll(
        async () =>
          ((await (await asResearcher.get(`/api/v1/submissions/${id}`)).json()) as { status: string }).status,
        { timeout: 60_000 },
      )
      .toBe("scored");
  }
  for (const m of Object.values(models)) {
    await expect
      .poll(
        async () => {
          const body = (await (
            await asResearcher.get(`/api/v1/contamination/${BENCHMARK}/models/${m.id}`)
          ).json()) as { uploads: { done: number; total: number }[] };
          return body.uploads[0] ? `${body.uploads[0].done}/${body.uploads[0].total}` : "none";
        },
        { timeout: 60_000 },
      )
      .toBe(`${claims.length}/${claims.length}`);
  }

  // The model's contamination page (as the public sees it: the submissions are public).
  await page.goto(`/contamination/${BENCHMARK}/${models.A.id}`);
  await expect(page.getByRole("heading", { name: models.A.name })).toBeVisible();
  await expect(page.getByTestId("model-summary")).toContainText(
    `flagged ${((100 * half) / claims.length).toFixed(1)}% (${half} of ${claims.length})`,
  );
  await expect(page.getByTestId("post-cutoff-counts")).toContainText(`METEOR ${half}`);
  await expect(page.getByRole("group", { name: /METEOR claim scores/ })).toBeVisible();
  await expect(page.getByTestId("controlled-comparison")).toContainText(`(${half})`);
  expect(await page.content()).not.toContain("harbour council confirmed"); // oracle statements stay hidden

  // The ranking view: switch to the contamination-controlled set.
  await page.goto(`/contamination/${BENCHMARK}?split=${SPLIT}&models=${models.A.id},${models.B.id}`);
  const toggle = page.getByRole("switch", { name: "Contamination-controlled" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("controlled-n")).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole("switch", { name: "Contamination-controlled" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByTestId("controlled-n")).toHaveText(`n = ${rest}`);
  await expect(page.getByTestId("controlled-set")).toContainText("Labels in the set:");
  // Δrank = rank on the controlled set − rank on all claims: B moves up, A down.
  const deltaOf = async (name: string) =>
    Number(await page.getByTestId(`rank-row-${name}`).getByTestId("delta-rank").innerText());
  expect(await deltaOf(models.A.name)).toBeGreaterThan(0);
  expect(await deltaOf(models.B.name)).toBeLessThan(0);
  // This server has no default embedding model, so the page says only METEOR is computed ...
  const noEmbeddings = page.getByText("No embedding metric is configured for this benchmark");
  await expect(noEmbeddings).toBeVisible();

  // A second, embedding metric through a local OpenAI-compatible endpoint with fixed vectors:
  // oracle statements and A's copies of them [1, 0], everything else [0, 1].
  const oracleTexts = new Set(claims.flatMap((_, i) => oracleOf(i)));
  const fake = await startFakeOpenAi();
  fake.vectorOf = (_model, text) => (oracleTexts.has(text) ? [1, 0] : [0, 1]);
  const metricsUrl = `/api/v1/contamination/${BENCHMARK}/metrics`;
  try {
    const put = await asMaintainer.put(metricsUrl, {
      data: {
        metrics: [
          { name: "meteor", kind: "meteor", tau: 0.25 },
          { name: "e2e-embed", kind: "embedding", model: "fixed-vectors", baseUrl: fake.url, tau: 0.6 },
        ],
      },
    });
    expect(put.status(), await put.text()).toBe(200);
    expect(((await put.json()) as { rescoring: string[] }).rescoring).toEqual(["e2e-embed"]);
    expect((await asResearcher.put(metricsUrl, { data: { metrics: [] } })).status()).toBe(403);
    await expect
      .poll(
        async () => {
          const body = (await (await asMaintainer.get(metricsUrl)).json()) as {
            metrics: { name: string; scored: number }[];
            evidencePairs: number;
          };
          const scored = body.metrics.find((m) => m.name === "e2e-embed")?.scored ?? 0;
          return scored > 0 && scored === body.evidencePairs;
        },
        { timeout: 90_000 },
      )
      .toBe(true);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        `/contamination/${BENCHMARK}?controlled=1&split=${SPLIT}&models=${models.A.id},${models.B.id}`,
      );
      const table = page.getByTestId("subset-ranking");
      await expect(table).toBeVisible();
      // ... until the benchmark has an embedding metric of its own.
      await expect(noEmbeddings).toHaveCount(0);
      await expect(page.getByTestId("subset-meteor").getByTestId("subset-n")).toHaveText(`n = ${rest}`);
      await expect(page.getByTestId("subset-e2e-embed").getByTestId("subset-n")).toHaveText(`n = ${rest}`);
      await expect(page.getByTestId("subset-intersection").getByTestId("subset-n")).toHaveText(`n = ${rest}`);
      await expect(page.getByTestId("subset-e2e-embed")).toContainText(models.B.name);
      // A table from 640 px, a card per model below.
      if (width < 640) {
        const cards = page.getByTestId("contamination-summary-cards");
        await expect(cards).toContainText("e2e-embed");
        await expect(cards.getByText("Any: flagged by some metric").first()).toBeVisible();
      } else {
        await expect(page.getByTestId("contamination-summary")).toContainText("e2e-embed");
        await expect(page.getByTestId("any-rate").first()).toBeVisible();
      }
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/contamination-metrics-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the contamination page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  } finally {
    // Back to METEOR alone, as the other tests expect of the demo benchmark.
    await asMaintainer.put(metricsUrl, {
      data: { metrics: [{ name: "meteor", kind: "meteor", tau: 0.25 }] },
    });
    await fake.close();
  }
});
