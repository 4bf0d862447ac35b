// A new researcher learns on the Submit page that hidden splits need a confirmed address,
// confirms it through the emailed link, and can then submit there; a maintainer may also
// require approved access, which the researcher requests and gets.
import { expect, test, type Page } from "@playwright/test";
import { demoMaintainer } from "./fixtures/accounts";
import { signedInPage, signedUpPage } from "./fixtures/sign-in";
import { linkIn, newestEmail } from "./fixtures/mailbox";
import { withDatabase } from "./fixtures/database";

const BENCHMARK = "demo-livefact";
const HIDDEN = "2026Q1"; // a hidden test split of the demo
const DEV = "2025Q4";

async function chooseSplit(page: Page, split: string): Promise<void> {
  await page.goto(`/submit?benchmark=${BENCHMARK}`);
  await page.getByLabel("Benchmark").selectOption(BENCHMARK);
  await page.getByLabel("Split").selectOption(split);
}

async function confirmThroughEmail(page: Page, email: string): Promise<string> {
  const link = linkIn(await newestEmail(email, "Confirm your email"), "/verify-email?token=");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByText(`Confirmed: ${email} is your verified address.`)).toBeVisible();
  return link;
}

test("hidden splits wait for a confirmed email address; the emailed link confirms it once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, account } = await signedUpPage(browser, "verify");

  await chooseSplit(page, HIDDEN);
  const blocked = page.getByTestId("hidden-submit-blocked");
  await expect(blocked).toContainText("Confirm your email address before submitting to a hidden split");
  await expect(page.getByRole("button", { name: "Upload and score" })).toBeDisabled();
  await chooseSplit(page, DEV);
  await expect(blocked).toHaveCount(0);

  await chooseSplit(page, HIDDEN);
  await blocked.getByRole("link", { name: "send a new one from your account page" }).click();
  await expect(page).toHaveURL(/\/account#email$/);
  await expect(page.getByTestId("email-status")).toContainText(`${account.email} · not confirmed yet`);
  // Sign-up already sent a link a moment ago, so a resend has to wait.
  await page.getByRole("button", { name: "Send me a confirmation link" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `We sent a link to ${account.email} a moment ago` }),
  ).toBeVisible();

  const link = await confirmThroughEmail(page, account.email);
  await page.goto("/account");
  await expect(page.getByTestId("email-status")).toHaveAttribute("data-verified", "true");
  await expect(page.getByTestId("email-status")).toContainText("confirmed on");
  await chooseSplit(page, HIDDEN);
  await expect(page.getByTestId("quota")).toContainText("submissions left today");
  await expect(blocked).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This link has expired or was already used" }),
  ).toBeVisible();
  await page.context().close();
});

test("a maintainer requires approved access for hidden splits; the researcher asks and is approved", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maintainer = await signedInPage(browser, demoMaintainer);
  try {
    await maintainer.goto(`/maintain/${BENCHMARK}/settings`);
    await maintainer.getByLabel("Require approved access to submit to hidden splits").check();
    await maintainer.getByRole("button", { name: "Save settings" }).click();
    await expect(maintainer.getByText("Access settings saved")).toBeVisible();

    const { page, account } = await signedUpPage(browser, "approval");
    await confirmThroughEmail(page, account.email);

    await chooseSplit(page, HIDDEN);
    const blocked = page.getByTestId("hidden-submit-blocked");
    await expect(blocked).toContainText("The maintainers require approved access to submit to hidden splits");
    await blocked.getByRole("link", { name: "Request access" }).click();
    await expect(page.getByTestId("hidden-submit-gate")).toContainText(
      "Downloads are open to every signed-in user",
    );
    await page.getByRole("button", { name: "Request access" }).click();
    await expect(page.getByText("Request sent.")).toBeVisible();
    await chooseSplit(page, HIDDEN);
    await expect(blocked).toContainText("your request is pending");

    await maintainer.goto(`/maintain/${BENCHMARK}/access?status=pending`);
    await maintainer.getByLabel(`Select ${account.email}`).check();
    await maintainer.getByRole("button", { name: /^approve selected/i }).click();
    await expect(maintainer.getByRole("status").filter({ hasText: "1 request(s) updated" })).toBeVisible();

    await chooseSplit(page, HIDDEN);
    await expect(page.getByTestId("quota")).toContainText("submissions left today");
    await expect(blocked).toHaveCount(0);
    await page.context().close();
  } finally {
    // Other specs submit to this benchmark: leave the setting as the seed made it.
    await withDatabase((exec) =>
      exec(`UPDATE "Benchmark" SET "hiddenSubmitNeedsApproval" = $1 WHERE "slug" = $2`, [
        process.env.DATABASE_URL?.startsWith("file:") ? 0 : false,
        BENCHMARK,
      ]),
    );
    await maintainer.context().close();
  }
});
