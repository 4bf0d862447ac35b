// Gated benchmarks as a visitor and a new researcher meet them: the overview and a "Request
// access" card instead of the data, and a page (not JSON) when a download link is refused.
import { expect, test } from "@playwright/test";
import { signUpNewAccount, demoMaintainer as maintainer } from "./fixtures/accounts";
import { sendAccessRequest } from "./fixtures/access-request";
import { createGatedBenchmark } from "./fixtures/gated-benchmark";
import { shoot } from "./fixtures/screenshots";

test.describe.configure({ timeout: 90_000 });

test("a visitor sees the overview and a request-access card, and a refused download explains itself", async ({
  page,
}) => {
  const bench = await createGatedBenchmark(maintainer.email);
  await page.goto(`/benchmarks/${bench.slug}`);
  await expect(page.getByText("E2E benchmark")).toBeVisible();
  await expect(page.getByRole("heading", { name: "License" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Splits", exact: true })).toBeVisible();
  const card = page.getByTestId("access-gate");
  await expect(card).toContainText(`You need access to see the data of ${bench.title}`);
  // The file is listed (name, size, checksum) but is not a link.
  await expect(page.getByText(bench.fileName)).toBeVisible();
  await expect(page.getByRole("link", { name: bench.fileName })).toHaveCount(0);
  await shoot(page, "gate-overview-visitor");

  await page.getByRole("link", { name: "Claims", exact: true }).click();
  await expect(page.getByTestId("access-gate")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to request access" })).toBeVisible();

  // Someone pasted the file's address: the browser gets a page, not JSON.
  await page.goto(`/api/v1/benchmarks/${bench.slug}/files/${bench.fileName}`);
  await expect(page.getByRole("heading", { name: "Sign in to download" })).toBeVisible();
  await shoot(page, "gate-download-signin");
  await page.getByRole("link", { name: "Sign in" }).first().click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
});

test("a new researcher goes from the card to the request, then is told to wait, then sees the claims once approved", async ({
  page,
  browser,
}) => {
  const bench = await createGatedBenchmark(maintainer.email);
  const account = await signUpNewAccount(page, "gate");
  await page.goto(`/benchmarks/${bench.slug}/claims`);
  await expect(page.getByTestId("access-gate")).toHaveAttribute("data-state", "none");
  await page.getByRole("link", { name: "Request access" }).click();
  await expect(page).toHaveURL(new RegExp(`/benchmarks/${bench.slug}/access$`));
  await sendAccessRequest(page, { affiliation: "University of Tartu", country: "EE" });

  await page.goto(`/benchmarks/${bench.slug}`);
  await expect(page.getByTestId("gate-pending")).toContainText("waiting for a maintainer");
  await shoot(page, "gate-overview-pending");
  await page.goto(`/api/v1/benchmarks/${bench.slug}/files/${bench.fileName}`);
  await expect(
    page.getByRole("heading", { name: "Your access request is waiting for approval" }),
  ).toBeVisible();
  await shoot(page, "gate-download-pending");
  await page.getByRole("link", { name: "See my request" }).click();
  await expect(page.getByTestId("access-status")).toHaveAttribute("data-state", "pending");

  const m = await browser.newContext();
  const mp = await m.newPage();
  await mp.goto("/signin");
  await mp.getByLabel("Email").fill(maintainer.email);
  await mp.getByLabel("Password").fill(maintainer.password);
  await mp.getByRole("button", { name: "Sign in" }).click();
  await expect(mp).not.toHaveURL(/\/signin/);
  await mp.goto(`/maintain/${bench.slug}/access?status=pending`);
  await mp.getByLabel(`Select ${account.email}`).check();
  await mp.getByRole("button", { name: /^Approve selected/ }).click();
  await expect(mp.getByRole("status").filter({ hasText: "1 request(s) updated" })).toBeVisible();
  await m.close();

  await page.goto(`/benchmarks/${bench.slug}`);
  await expect(page.getByTestId("access-gate")).toHaveCount(0);
  await expect(page.getByRole("link", { name: bench.fileName })).toBeVisible();
  await page.getByRole("link", { name: "Claims", exact: true }).click();
  await expect(page.getByTestId("access-gate")).toHaveCount(0);
});

test("an open benchmark's claims stay browsable by visitors", async ({ page }) => {
  await page.goto("/benchmarks/demo-livefact/claims");
  await expect(page.getByTestId("access-gate")).toHaveCount(0);
  await expect(page.getByTestId("claim-total")).toContainText(/[1-9][\d,]* claims/);
});
