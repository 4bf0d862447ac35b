// The demo shows contamination on first start: a copy of the demo LiveFact benchmark seeded by
// the setup code (the demo models' submissions on its dev split and their synthetic
// closed-book statements) gives the contamination overview, a demo model's contamination page
// and the contamination-controlled ranking real numbers, each page saying it is demo data;
// at 1440 and 390 px, light and dark, with no axe violation.
import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { axeViolations } from "./fixtures/axe";
import { shoot } from "./fixtures/screenshots";
import { expectNoSidewaysScroll } from "./fixtures/sideways";

const SLUG = `demo-copy-${Date.now()}`;
const SPLIT = "2025Q4";
/** Claims the public sees: 2025Q4-2026Q2 (2026Q3 is embargoed), each with oracle evidence. */
const VISIBLE = 225;
let modelIds: Record<string, string> = {};

test.beforeAll(() => {
  const out = execFileSync(
    "npx",
    ["tsx", "--conditions=react-server", "tests/support/seed-demo-copy-cli.ts", SLUG],
    { env: process.env, stdio: ["ignore", "pipe", "inherit"], timeout: 240_000, encoding: "utf8" },
  );
  modelIds = (JSON.parse(out.trim().split("\n").at(-1)!) as { modelIds: Record<string, string> }).modelIds;
});

type Overview = {
  models: { name: string; summary: { metrics: { meteor?: { n: number; flagged: number } } } }[];
};

/** Waits until the worker has scored every demo model's statements and its dev-split submission. */
async function waitForDemoData(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(`/api/v1/contamination/${SLUG}`)).json()) as Overview;
        return body.models.map((m) => `${m.name}:${m.summary.metrics.meteor?.n ?? 0}`).sort();
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toEqual(
      Object.keys(modelIds)
        .map((name) => `${name}:${VISIBLE}`)
        .sort(),
    );
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/contamination/${SLUG}/controlled?split=${SPLIT}`);
        const body = (await res.json()) as { rows?: { full: { value: number | null } }[] };
        return (body.rows ?? []).filter((r) => r.full.value !== null).length;
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe(4);
}

test("the demo benchmark's contamination pages show the demo models' numbers, marked as demo data", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  expect(Object.keys(modelIds)).toHaveLength(4);
  await waitForDemoData(page.request);

  // The overview: every demo model scored on every visible claim, some claims flagged.
  await page.goto(`/contamination/${SLUG}`);
  await expect(page.getByTestId("demo-contamination-notice")).toContainText("synthetic");
  const overview = (await (await page.request.get(`/api/v1/contamination/${SLUG}`)).json()) as Overview;
  for (const m of overview.models) expect(m.summary.metrics.meteor!.flagged, m.name).toBeGreaterThan(0);
  for (const name of Object.keys(modelIds))
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
  await shoot(page, "demo-contamination-overview");

  // A demo model's page: its flagged share over the visible claims.
  const atlas = "Demo Atlas (synthetic)";
  await page.goto(`/contamination/${SLUG}/${modelIds[atlas]}`);
  await expect(page.getByRole("heading", { name: atlas })).toBeVisible();
  await expect(page.getByTestId("demo-contamination-notice")).toBeVisible();
  await expect(page.getByTestId("model-summary")).toContainText(
    new RegExp(`flagged \\d+\\.\\d% \\(\\d+ of ${VISIBLE}\\)`),
  );
  await shoot(page, "demo-contamination-model");

  // The controlled ranking on the dev split: a set worth ranking on, and all four models ranked.
  await page.goto(`/contamination/${SLUG}?controlled=1&split=${SPLIT}`);
  const n = Number((await page.getByTestId("controlled-n").innerText()).replace("n = ", ""));
  expect(n).toBeGreaterThanOrEqual(30);
  expect(n).toBeLessThan(75); // some of the split's 75 claims are flagged for some model
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId("controlled-ranking").locator("tbody tr")).toHaveCount(4);
  await shoot(page, "demo-contamination-controlled");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/contamination/${SLUG}`, `/contamination/${SLUG}?controlled=1&split=${SPLIT}`]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
    }
  }

  const found: string[] = [];
  for (const scheme of ["light", "dark"] as const)
    for (const width of [1440, 390])
      for (const path of [
        `/contamination/${SLUG}`,
        `/contamination/${SLUG}/${modelIds[atlas]}`,
        `/contamination/${SLUG}?controlled=1&split=${SPLIT}`,
      ])
        for (const v of await axeViolations(browser, path, { width, scheme }))
          found.push(`${path} (${scheme}, ${width} px): ${v}`);
  expect(found).toEqual([]);
});
