// At phone width the links fold into a Menu that opens without script.
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the Menu opens and shows the main links", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = nav.locator("details");
  const links = ["Benchmarks", "Leaderboards", "Submit", "Account"];
  // Closed, and the desktop links are hidden at this width.
  for (const name of links) await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  await page.getByText("Menu", { exact: true }).click();
  await expect(menu).toHaveAttribute("open", "");
  for (const name of links) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await menu.getByRole("link", { name: "Benchmarks", exact: true }).click();
  await expect(page).toHaveURL(/\/benchmarks$/);
});
