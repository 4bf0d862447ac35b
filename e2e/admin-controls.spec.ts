// An admin disables and re-enables an account, assigns and removes a maintainer, and reads the
// audit log through its filters.
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin, signUpNewAccount } from "./fixtures/accounts";
import { shoot } from "./fixtures/screenshots";
import { signedInPage } from "./fixtures/sign-in";

test.describe.configure({ timeout: 120_000 });

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an admin disables an account, which then cannot sign in, and enables it again", async ({
  page,
  browser,
}) => {
  const user = await signUpNewAccount(page, "disable");
  const ap = await signedInPage(browser, demoAdmin);
  await ap.goto("/admin");
  await ap.getByRole("button", { name: `Disable ${user.email}` }).click();
  await expect(ap.getByTestId(`user-${user.email}`)).toContainText("disabled");
  await shoot(ap, "admin-users");

  // The session ended at once; signing in again is refused.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin/);
  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByText("The email or password is not right.")).toBeVisible();

  await ap.getByRole("button", { name: `Enable ${user.email}` }).click();
  await expect(ap.getByTestId(`user-${user.email}`)).not.toContainText("disabled");
  await signInThroughForm(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/signin/);
  await ap.context().close();
});

test("an admin assigns a maintainer, who can then maintain the benchmark, removes them, and finds both in the audit log", async ({
  page,
  browser,
}) => {
  const user = await signUpNewAccount(page, "assign");
  const ap = await signedInPage(browser, demoAdmin);
  await ap.goto("/admin/benchmarks");
  await ap.getByLabel("New maintainer of demo-livefact").fill(user.email);
  await ap.getByTestId("maintainers-demo-livefact").getByRole("button", { name: "Add" }).click();
  await expect(ap.getByText(`${user.email} now maintains it`)).toBeVisible();
  await ap.setViewportSize({ width: 390, height: 900 });
  await ap.screenshot({ path: "e2e/screenshots/admin-benchmarks-390.png", fullPage: true });
  await ap.setViewportSize({ width: 1440, height: 900 });
  await ap.screenshot({ path: "e2e/screenshots/admin-benchmarks-1440.png", fullPage: true });

  await page.goto("/maintain/demo-livefact/leaderboard");
  await expect(page.getByRole("heading", { name: /Leaderboard settings/ })).toBeVisible();

  await ap.getByRole("button", { name: `Remove ${user.email} from demo-livefact` }).click();
  await expect(ap.getByText(`${user.email} no longer maintains it`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: /Leaderboard settings/ })).toHaveCount(0);

  await ap.goto("/admin/audit");
  await ap.getByLabel("Actor (email)").fill(demoAdmin.email);
  await ap.getByLabel("Action (e.g. access.approve, or access.)").fill("benchmark.");
  await ap.getByLabel("Benchmark (slug)").fill("demo-livefact");
  await ap.getByRole("button", { name: "Filter" }).click();
  const rows = ap.getByTestId("audit-row").filter({ hasText: user.email });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("benchmark.remove_maintainer");
  await expect(rows.last()).toContainText("benchmark.add_maintainer");
  await ap.screenshot({ path: "e2e/screenshots/admin-audit-1440.png", fullPage: true });
  await ap.setViewportSize({ width: 390, height: 900 });
  // At 390 px each event is a card: nothing scrolls sideways, and the detail wraps inside it.
  expect(await ap.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(rows.first()).toContainText("Actor:");
  await ap.screenshot({ path: "e2e/screenshots/admin-audit-390.png", fullPage: true });
  await ap.context().close();
});
