// A researcher who forgot the password gets a link by email, sets a new one, and every
// session ends; the link works once. A stranger's wrong guesses from elsewhere lock nobody out.
import { expect, test } from "@playwright/test";
import { signUpNewAccount } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";
import { linkIn, newestEmail } from "./fixtures/mailbox";
import { signInFrom } from "./fixtures/stranger";

test("forgotten password: emailed link, new password, every session ended, link used once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await signUpNewAccount(page, "reset");
  const elsewhere = await browser.newContext();
  await signInThroughApi(elsewhere, account);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `If an account uses ${account.email}, we have emailed it a reset link.` }),
  ).toBeVisible();

  const link = linkIn(await newestEmail(account.email, "Reset your password"), "/reset-password?token=");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("brand-new-password-1");
  await page.getByLabel("Repeat the new password").fill("brand-new-passw0rd-1");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.locator("#confirm-error")).toHaveText("The two new passwords differ");
  await expect(page.getByLabel("New password", { exact: true })).toHaveValue("brand-new-password-1");
  await page.getByLabel("Repeat the new password").fill("brand-new-password-1");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/signin\?passwordReset=1$/);
  await expect(
    page.getByRole("status").filter({ hasText: "every session of your account was ended" }),
  ).toBeVisible();

  // The other browser was signed out by the reset.
  const other = await elsewhere.newPage();
  await other.goto("/account");
  await expect(other).toHaveURL(/\/signin\?callbackUrl=%2Faccount$/);
  await elsewhere.close();

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The email or password is not right." }),
  ).toBeVisible();
  await page.getByLabel("Password").fill("brand-new-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  // Reading the reset email proved the address.
  await expect(page.getByTestId("email-status")).toHaveAttribute("data-verified", "true");

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("third-password-123");
  await page.getByLabel("Repeat the new password").fill("third-password-123");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This link has expired or was already used" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

test("a stranger's eleven wrong passwords from elsewhere do not lock the owner out", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await signUpNewAccount(page, "lockout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  const STRANGER = "127.0.0.66";
  for (let i = 0; i < 11; i++) {
    const error = await signInFrom(baseURL!, STRANGER, account.email, `guess-${i}-wrong`);
    expect(error, `attempt ${i + 1}`).toBe(i < 10 ? "CredentialsSignin" : "RateLimited");
  }
  // The stranger is stopped even with the right password; the owner, in the browser, is not.
  expect(await signInFrom(baseURL!, STRANGER, account.email, account.password)).toBe("RateLimited");
  await page.goto("/signin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(page.getByTestId("email-status")).toContainText(account.email);
});
