// The access form as a researcher sees it after sending: their answers, read-only, with
// "Update my request"; and the maintainers' listed address wherever they must be contacted.
import { expect, test, type Browser } from "@playwright/test";
import { demoMaintainer as maintainer, signUpNewAccount } from "./fixtures/accounts";
import { sendAccessRequest } from "./fixtures/access-request";
import { signedInPage } from "./fixtures/sign-in";
import { createGatedBenchmark } from "./fixtures/gated-benchmark";

test.describe.configure({ timeout: 120_000 });

async function decide(
  browser: Browser,
  slug: string,
  email: string,
  decision: "Approve" | "Revoke",
  from: string,
  reason = "",
): Promise<void> {
  const page = await signedInPage(browser, maintainer);
  await page.goto(`/maintain/${slug}/access?status=${from}`);
  await page.getByLabel(`Select ${email}`).check();
  if (reason) await page.getByLabel(/^Reason/).fill(reason);
  await page.getByRole("button", { name: new RegExp(`^${decision} selected`) }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 request(s) updated" })).toBeVisible();
  await page.context().close();
}

test("a researcher reads back what they sent, updates it, and is told whom to write to after a revocation", async ({
  page,
  browser,
}) => {
  const bench = await createGatedBenchmark(maintainer.email);
  const account = await signUpNewAccount(page, "form");
  await page.goto(`/benchmarks/${bench.slug}/access`);
  await sendAccessRequest(page, { affiliation: "University of Tartu", country: "EE" });
  const sent = page.getByTestId("sent-answers");
  await expect(sent).toContainText("University of Tartu");
  await expect(sent).toContainText("Estonia");
  await expect(page.getByLabel("Affiliation (required)")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("sent-answers")).toContainText("University of Tartu");
  await page.getByRole("button", { name: "Update my request" }).click();
  await expect(page.getByLabel("Affiliation (required)")).toHaveValue("University of Tartu");
  await expect(page.getByLabel("Country (required)")).toHaveValue("EE");
  await page.getByLabel("Affiliation (required)").fill("Tallinn University");
  await page.getByRole("button", { name: "Send the updated request" }).click();
  await expect(page.getByTestId("sent-answers")).toContainText("Tallinn University");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/access-form-sent-${width}.png`, fullPage: true });
  }

  const settings = await signedInPage(browser, maintainer);
  await settings.goto(`/maintain/${bench.slug}/settings`);
  // A malformed address is refused by the browser (type=email) and by the server (tests/integration/gated-content.test.ts).
  await expect(settings.getByLabel("Contact address for access questions")).toHaveAttribute("type", "email");
  await settings.getByLabel("Contact address for access questions").fill("data-team@example.org");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("Access settings saved")).toBeVisible();
  await settings.context().close();

  await decide(browser, bench.slug, account.email, "Approve", "pending");
  await decide(browser, bench.slug, account.email, "Revoke", "approved", "Shared the files");
  await page.reload();
  await expect(page.getByTestId("access-status")).toHaveAttribute("data-state", "revoked");
  await expect(page.getByTestId("access-contact")).toHaveText("data-team@example.org");
  await expect(page.getByTestId("sent-answers")).toContainText("Tallinn University");
  await expect(page.getByRole("button", { name: /Update my request|ask again/i })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: "e2e/screenshots/access-form-revoked-390.png", fullPage: true });
});
