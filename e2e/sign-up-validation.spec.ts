// The sign-up form reports bad fields next to them and creates nothing.
import { expect, test } from "@playwright/test";
import { newAccount, signUpNewAccount, submitSignUpForm } from "./fixtures/accounts";

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
  // What was typed is still there to correct.
  await expect(page.getByLabel("Name")).toHaveValue("Val Idation");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  await page.getByLabel("Email").fill("val.idation@example.org");
  await expect(page.getByLabel("Password")).toHaveValue("short");
});

test("signing up with an address that has an account answers as for a new one, without signing in", async ({
  page,
}) => {
  const account = await signUpNewAccount(page, "twice");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  const fresh = newAccount("fresh");
  await submitSignUpForm(page, fresh);
  const answerForNew = await page.getByRole("main").innerText();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);

  await submitSignUpForm(page, {
    name: "Someone Else",
    email: account.email,
    password: "another-password-1",
  });
  // The same page, word for word, and still no session: nothing tells the two apart.
  expect(await page.getByRole("main").innerText()).toBe(answerForNew);
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  // The password typed at the second sign-up does not open the account.
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("another-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not right.");
});
