// At 390 px the cutoff-aligned chart shows one model at a time, chosen in a picker (or every
// model, on request); at 1440 px it shows them all and has no picker.
import { expect, test } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";

const SLUG = `cutoff-picker-e2e-${Date.now()}`;

test.beforeAll(() => {
  seedBoard(SLUG);
});

test("the cutoff chart's model picker at 390 px, and every model at 1440 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/leaderboards/${SLUG}?view=cutoff`);
  const chart = page.getByTestId("curve-chart");
  const legend = chart.getByTestId("cutoff-label");
  const picker = chart.getByLabel("Model on the chart");
  await expect(picker).toBeVisible();
  await expect(legend).toHaveCount(1);
  const first = (await legend.first().innerText()).split(" · ")[0]!;
  const names = await picker.locator("option").allInnerTexts();
  expect(names).toHaveLength(3); // Veteran, Recent and "All 2 models"
  const other = names.find((n) => n !== first && !n.startsWith("All"))!;
  await picker.selectOption({ label: other });
  await expect(legend).toHaveCount(1);
  await expect(legend.first()).toContainText(other);
  await picker.selectOption({ label: names.find((n) => n.startsWith("All"))! });
  await expect(legend).toHaveCount(2);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(picker).toHaveCount(0);
  await expect(legend).toHaveCount(2);
});
