// Home, model, compare, contamination and claim pages at 1440 and 390 px: nothing scrolls
// sideways (neither the page nor a box inside it), dark mode changes their colours, cutoff
// labels and the cost chart's model names never overlap, and the compare form fills its
// model lists as soon as a benchmark is chosen. Screenshots go to e2e/screenshots (git-ignored).
import { expect, test, type Page } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";
import { expectNoSidewaysScroll } from "./fixtures/sideways";

const SLUG = `pages-e2e-${Date.now()}`;
let modelIds: Record<string, string> = {};

test.beforeAll(() => {
  modelIds = seedBoard(SLUG, "pages");
});

/** The page in the dark scheme has another background and text colour than in the light one. */
async function expectDarkModeChangesColours(page: Page): Promise<void> {
  const colours = () =>
    page.evaluate(() => {
      const main = getComputedStyle(document.querySelector("main")!);
      return [getComputedStyle(document.body).backgroundColor, main.color];
    });
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  const light = await colours();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const dark = await colours();
  expect(dark[0], `background on ${page.url()}`).not.toBe(light[0]);
  expect(dark[1], `text colour on ${page.url()}`).not.toBe(light[1]);
}

/** No two elements with this test id share any pixel; how many there are. */
async function expectApart(page: Page, testId: string): Promise<number> {
  const boxes = await page
    .getByTestId(testId)
    .evaluateAll((els) =>
      els.map(
        (e) => e.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number },
      ),
    );
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `${testId} ${i} and ${j} overlap on ${page.url()}`).toBe(false);
    }
  }
  return boxes.length;
}

/** No two cutoff labels of a chart share any pixel. */
async function expectCutoffLabelsApart(page: Page): Promise<number> {
  const count = await expectApart(page, "cutoff-label");
  // The plot itself carries no cutoff text (it used to pile up at one x).
  expect(await page.locator("[data-testid=curve-chart] svg text", { hasText: /^\s*cutoff\b/ }).count()).toBe(
    0,
  );
  return count;
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("home page shows live boards and nothing scrolls sideways", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator(`[data-testid=home-board][data-slug="${SLUG}"]`)).toContainText(
        "Leader on 2025Q2",
      );
      await expect(page.getByTestId("home-recent")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/pages-home-${width}.png`, fullPage: true });
      await expectDarkModeChangesColours(page);
    });

    test("model page: rank, own curve with labels apart, links", async ({ page }) => {
      await page.goto(`/leaderboards/${SLUG}/models/${modelIds.Recent}`);
      await expect(page).toHaveTitle(/Recent/);
      await expect(page.getByTestId("model-ranks")).toContainText("#");
      await expect(page.getByRole("link", { name: /Contamination analysis/ }).first()).toHaveAttribute(
        "href",
        `/contamination/${SLUG}/${modelIds.Recent}`,
      );
      await expect(page.getByTestId("curve-chart").locator("svg").first()).toBeVisible();
      expect(await expectCutoffLabelsApart(page)).toBe(1);
      await expect(page.getByRole("link", { name: "head to head" }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/pages-model-${width}.png`, fullPage: true });
      await expectDarkModeChangesColours(page);
    });

    test("board charts: five cutoff labels, none overlapping", async ({ page }) => {
      for (const view of ["cutoff", "longitudinal"]) {
        await page.goto(`/leaderboards/${SLUG}?view=${view}`);
        await expect(page.getByTestId("curve-chart").locator("svg").first()).toBeVisible();
        // A phone shows one model at a time (e2e/cutoff-picker.spec.ts); all five on request.
        if (width === 390)
          await page
            .getByLabel("Model on the chart")
            .selectOption({ label: "All 5 models (crowded on a phone)" });
        expect(await expectCutoffLabelsApart(page)).toBe(5);
        await page.screenshot({ path: `e2e/screenshots/pages-board-${view}-${width}.png`, fullPage: true });
      }
    });

    test("cost chart: model names beside their points, none overlapping", async ({ page }) => {
      await page.goto(`/leaderboards/${SLUG}?view=cost`);
      const chart = page.getByRole("group", { name: /against cost per run/ });
      await expect(chart.getByTestId("point-label").first()).toBeVisible();
      const shown = await expectApart(page, "point-label");
      // Five models state a cost; three of them about the same: at least the best two are named.
      expect(shown).toBeGreaterThanOrEqual(2);
      expect(shown).toBeLessThanOrEqual(5);
      // Names stay inside the chart.
      const plot = (await chart.locator("svg").first().boundingBox())!;
      for (const box of await chart
        .getByTestId("point-label")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.x).toBeGreaterThanOrEqual(plot.x);
        expect(box.x + box.width).toBeLessThanOrEqual(plot.x + plot.width + 0.5);
      }
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/pages-cost-${width}.png`, fullPage: true });
    });

    test("compare: a benchmark fills the model lists at once; both models load the pooled result", async ({
      page,
    }) => {
      await page.goto("/compare");
      // Only the chosen benchmark's models come with a page: none before one is chosen.
      await expect(page.locator("select[name=a]")).toBeDisabled();
      await page.locator("select[name=benchmark]").selectOption(SLUG);
      await expect(page).toHaveURL(new RegExp(`/compare\\?benchmark=${SLUG}$`));
      await expect(page.locator("select[name=a]").locator("option")).toHaveCount(6);
      await page.locator("select[name=a]").selectOption(modelIds.Recent!);
      await page.locator("select[name=b]").selectOption(modelIds.Veteran!);
      await expect(page).toHaveURL(new RegExp(`a=${modelIds.Recent}&b=${modelIds.Veteran}`));
      await expect(page.getByTestId("compare-pooled")).toContainText("Pooled over 4 splits");
      // A table from 640 px, a card per split below.
      const perSplit = page.getByTestId(width < 640 ? "compare-cards" : "compare-table");
      await expect(perSplit).toBeVisible();
      await expect(perSplit).toContainText("2025Q2");
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/pages-compare-${width}.png`, fullPage: true });
      await page.locator("select[name=metric]").selectOption("mae");
      await expect(page).toHaveURL(/metric=mae/);
      await expect(perSplit).toContainText("MAE");
      await expectDarkModeChangesColours(page);
    });

    test("contamination page does not scroll sideways", async ({ page }) => {
      await page.goto(`/contamination/${SLUG}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The contamination-controlled ranking, with its per-metric subsets.
      await page.goto(`/contamination/${SLUG}?controlled=1`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `e2e/screenshots/pages-contamination-controlled-${width}.png`,
        fullPage: true,
      });
      await page.goto(`/contamination/${SLUG}/${modelIds.Recent}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Recent");
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/pages-contamination-${width}.png`, fullPage: true });
      await expectDarkModeChangesColours(page);
    });

    test("claim list and claim page do not scroll sideways", async ({ page }) => {
      await page.goto(`/benchmarks/${SLUG}/claims`);
      const first = page.locator("main li a[href*='/claims/']").first();
      await expect(first).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/pages-claims-${width}.png`, fullPage: true });
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/benchmarks/${SLUG}/claims/.+`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/pages-claim-${width}.png`, fullPage: true });
      await expectDarkModeChangesColours(page);
    });
  });
}
