// The maintainer's queue: the count on the buttons is always what is ticked among the rows
// shown (after a decision, after changing tabs, after select-all), and each tab offers only
// the decisions that apply to it.
import { expect, test, type Browser } from "@playwright/test";
import { signUpNewAccount, demoMaintainer as maintainer } from "./fixtures/accounts";
import { sendAccessRequest } from "./fixtures/access-request";
import { signInThroughApi } from "./fixtures/sign-in";
import { createGatedBenchmark, type GatedBenchmark } from "./fixtures/gated-benchmark";

async function requestAccess(browser: Browser, bench: GatedBenchmark): Promise<string> {
  const page = await browser.newPage();
  const account = await signUpNewAccount(page, "queue");
  await page.goto(`/benchmarks/${bench.slug}/access`);
  await sendAccessRequest(page, { affiliation: "Queue University", country: "FI" });
  await page.context().close();
  return account.email;
}

test("the queue's selection always matches what is ticked, and each tab offers only its decisions", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const bench = await createGatedBenchmark(maintainer.email);
  const emails = [
    await requestAccess(browser, bench),
    await requestAccess(browser, bench),
    await requestAccess(browser, bench),
  ];
  const context = await browser.newContext();
  await signInThroughApi(context, maintainer);
  const page = await context.newPage();
  await page.goto(`/maintain/${bench.slug}/access?status=pending`);

  const approve = page.getByRole("button", { name: /^Approve selected/ });
  const reject = page.getByRole("button", { name: /^Reject selected/ });
  const count = page.getByTestId("selection-count");
  await expect(page.getByRole("button", { name: /^Revoke selected/ })).toHaveCount(0);
  await expect(approve).toHaveText("Approve selected (0)");
  await expect(approve).toBeDisabled();
  await expect(count).toHaveText("0 of 3 selected");

  await page.getByLabel(`Select ${emails[0]}`).check();
  await page.getByLabel(`Select ${emails[1]}`).check();
  await expect(approve).toHaveText("Approve selected (2)");
  await expect(reject).toHaveText("Reject selected (2)");
  await expect(count).toHaveText("2 of 3 selected");
  await approve.click();
  await expect(page.getByRole("status").filter({ hasText: "2 request(s) updated" })).toBeVisible();
  // The decided rows left the pending view: nothing is ticked, and the buttons say so.
  await expect(page.getByTestId(`request-${emails[0]}`)).toHaveCount(0);
  await expect(count).toHaveText("0 of 1 selected");
  await expect(approve).toHaveText("Approve selected (0)");
  await expect(approve).toBeDisabled();

  await page.getByLabel("Select all").check();
  await expect(approve).toHaveText("Approve selected (1)");
  await page.getByRole("link", { name: "approved" }).click();
  await expect(page).toHaveURL(/status=approved/);
  const revoke = page.getByRole("button", { name: /^Revoke selected/ });
  await expect(revoke).toHaveText("Revoke selected (0)");
  await expect(page.getByRole("button", { name: /^Approve selected/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Reject selected/ })).toHaveCount(0);
  await expect(count).toHaveText("0 of 2 selected");
  await page.getByLabel(`Select ${emails[1]}`).check();
  await expect(revoke).toHaveText("Revoke selected (1)");
  await context.close();
});

test("rejecting without a reason keeps the ticks and the typed reason through the error", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const bench = await createGatedBenchmark(maintainer.email);
  const email = await requestAccess(browser, bench);
  const context = await browser.newContext();
  await signInThroughApi(context, maintainer);
  const page = await context.newPage();
  await page.goto(`/maintain/${bench.slug}/access?status=pending`);

  const box = page.getByLabel(`Select ${email}`);
  const reject = page.getByRole("button", { name: /^Reject selected/ });
  const reason = page.getByLabel(/^Reason/);
  await box.check();
  await reject.click();
  await expect(page.getByRole("alert").filter({ hasText: "Give a reason for the rejection" })).toBeVisible();
  await expect(box).toBeChecked();
  await expect(page.getByTestId("selection-count")).toHaveText("1 of 1 selected");
  await expect(reject).toHaveText("Reject selected (1)");

  await reason.fill("Affiliation could not be confirmed");
  await expect(reason).toHaveValue("Affiliation could not be confirmed");
  await reject.click();
  await expect(page.getByRole("status").filter({ hasText: "1 request(s) updated" })).toBeVisible();
  await expect(page.getByTestId(`request-${email}`)).toHaveCount(0);
  await page.getByRole("link", { name: "rejected" }).click();
  await expect(page.getByTestId(`request-${email}`)).toContainText("Affiliation could not be confirmed");
  await context.close();
});
