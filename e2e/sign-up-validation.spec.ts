// The sign-up form reports bad fields next to them and creates nothing.
import { expect, test } from "@playwright/test";

test("a malformed email and a short password show field errors", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Val Idation");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator("#email-error")).toHaveText("Enter a valid email address");
  await expect(page.locator("#password-error")).toHaveText("Use at least 10 characters");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#name-error")).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup$/);
});
