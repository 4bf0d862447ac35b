// The board of a monthly benchmark (issue 16) at desktop (1440 px) and phone (390 px) widths:
// nothing scrolls sideways on the table or the relative-month curve, and the split picker
// names its splits by month.
import { expect, test, type Page } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";

const SLUG = `monthly-e2e-${Date.now()}`;
const board = `/leaderboards/${SLUG}`;

test.beforeAll(() => {
  seedBoard(SLUG, "month");
});

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const view of ["", "?view=cutoff", "?view=longitudinal"]) {
  test(`a monthly board has no sideways scroll at 390 px or 1440 px on ${view || "the table"}`, async ({
    browser,
  }) => {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${board}${view}`);
      await expect(page.getByRole("navigation", { name: "Leaderboard views" })).toBeVisible();
      await expect(page.getByRole("link", { name: "By month" })).toBeVisible();
      expect(await sideways(page), `${view} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `e2e/screenshots/monthly-board${view ? "-" + view.slice(6) : ""}-${width}.png`,
        fullPage: true,
      });
      await page.close();
    }
  });
}

test("the split picker and the curve speak in months", async ({ page }) => {
  await page.goto(`${board}?view=cutoff`);
  const filters = page.getByText(/^Splits \(default\)/);
  await expect(async () => {
    if (!(await filters.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) await filters.click();
    await expect(page.getByText("By year and month (6 splits)")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("checkbox", { name: "2024-12 (test)" })).toBeAttached();
  await page.getByTestId("chart-table").locator("summary").click();
  await expect(
    page.getByTestId("chart-table").getByRole("columnheader", { name: "Relative month" }),
  ).toBeVisible();
});
