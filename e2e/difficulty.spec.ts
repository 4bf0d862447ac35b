// Claim difficulty (DOMAIN §9) on a public board with a field of 24 models: the board's tier
// letters and submission counts, the cutoff view's adjusted gaps beside the raw ones, and the
// difficulty view, at 1440 and 390 px, with nothing scrolling sideways.
import { expect, test } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";
import { shoot } from "./fixtures/screenshots";
import { expectNoSidewaysScroll } from "./fixtures/sideways";

const SLUG = `difficulty-e2e-${Date.now()}`;
const board = `/leaderboards/${SLUG}`;

test.beforeAll(() => {
  seedBoard(SLUG, "difficulty");
});

test("the board shows tier letters beside the rank and each model's submission count", async ({ page }) => {
  await page.goto(board);
  const rows = page.getByTestId("leaderboard-row");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId("tier").first()).toHaveText(/^[a-z]+$/);
  await expect(page.getByTestId("tries").first()).toHaveText("4 submissions"); // one per quarter split
  await expect(page.getByTestId("tier-note")).toContainText("not significantly different");
  await expect(page.getByTestId("tier-note")).toContainText("best submission");
  await expectNoSidewaysScroll(page);
  await shoot(page, "difficulty-board-tiers", { fits: true });
});

test("the cutoff view puts the adjusted gap beside the raw difference", async ({ page }) => {
  await page.goto(`${board}?view=cutoff`);
  const gaps = page.getByTestId("adjusted-gaps");
  await expect(gaps).toContainText("24 entries in the field");
  await expect(page.getByTestId("adjusted-gap-table")).toBeVisible();
  await expect(page.getByTestId("period-difficulty")).toContainText("2025Q2");
  await expectNoSidewaysScroll(page);
  await shoot(page, "difficulty-cutoff-view", { fits: true });
});

test("the longitudinal curve draws the field's difficulty per period on its own axis", async ({ page }) => {
  await page.goto(`${board}?view=longitudinal`);
  const chart = page.getByTestId("curve-chart");
  await expect(chart.locator("svg").first()).toBeVisible();
  await expect(chart).toContainText("Claim difficulty (MSE scale)"); // the layout is an integrity board
  await expect(page.getByTestId("field-difficulty-legend")).toContainText("fitted from 24 entries");
  // One point of the field's line (its grey dots) per period of the board, and the table below.
  await expect(chart.locator('svg circle[fill="#4b5563"]')).toHaveCount(4);
  await expect(page.getByTestId("period-difficulty")).toContainText("2025Q2");
  await expectNoSidewaysScroll(page);
  await shoot(page, "difficulty-longitudinal-curve", { fits: true });
});

test("the difficulty view lists abilities, periods and the hardest claims with links", async ({ page }) => {
  await page.goto(`${board}/difficulty`);
  await expect(page.getByTestId("ability-table")).toBeVisible();
  await expect(page.getByTestId("ability-table").locator("tbody tr")).toHaveCount(24);
  await expect(page.getByTestId("hardest-claims").getByRole("link")).toHaveCount(10);
  await expectNoSidewaysScroll(page);
  await shoot(page, "difficulty-view", { fits: true });
  const first = page.getByTestId("hardest-claims").getByRole("link").first();
  const claimId = await first.textContent();
  await first.click();
  await expect(page.getByTestId("claim-difficulty")).toContainText("Difficulty on the");
  expect(claimId).toBeTruthy();
});
