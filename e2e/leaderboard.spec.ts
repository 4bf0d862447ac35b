// A visitor opens a leaderboard, narrows the claim window so that one model becomes
// contaminated and unranked, opens the cutoff-aligned chart and its table, and exports CSV.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";

const SLUG = `lb-e2e-${Date.now()}`;

test.beforeAll(() => {
  seedBoard(SLUG);
});

test("leaderboard: window, contamination, cutoff-aligned chart and CSV export", async ({ page }) => {
  await page.goto(`/leaderboards/${SLUG}`);
  await expect(page.getByRole("heading", { name: /leaderboard/i })).toBeVisible();
  const row = (model: string) => page.locator(`[data-testid="leaderboard-row"][data-model="${model}"]`);
  await expect(row("Recent")).toHaveAttribute("data-status", "ranked");
  await expect(page.getByTestId("window-claims")).toContainText("240 claims");

  // The filter applies as soon as the date is entered: there is no button to press.
  await expect(page.getByRole("button", { name: "Apply filters" })).toHaveCount(0);
  await page.getByLabel("Claims from").fill("2024-10-01");
  await expect(page).toHaveURL(/start=2024-10-01/);
  await expect(row("Recent")).toHaveAttribute("data-status", "contaminated");
  await expect(row("Recent").locator("td").first()).toHaveText("—");
  await expect(row("Veteran")).toHaveAttribute("data-status", "ranked");
  await expect(page.getByTestId("window-claims")).toContainText("180 claims");

  await page.getByRole("link", { name: "Cutoff-aligned" }).click();
  await expect(page).toHaveURL(/view=cutoff/);
  await expect(page.getByRole("group", { name: /relative to each model's knowledge cutoff/ })).toBeVisible();
  await page.getByText("Chart data as a table").click();
  await expect(page.getByTestId("chart-table").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("pre-post-table")).toContainText("Veteran");

  await page.getByRole("link", { name: "Table", exact: true }).click();
  // Wait for the table view, so the CSV link is the table's and not the chart's.
  await expect(page).not.toHaveURL(/view=cutoff/);
  await expect(page.getByTestId("leaderboard-table")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("rank,rank_low,rank_high");
  expect(csv).toMatch(/contaminated,Recent/);
});
