// Gated access end to end: request, decide, download with checksum, and the refusals.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoMaintainer as maintainer } from "./fixtures/accounts";
import { sendAccessRequest } from "./fixtures/access-request";
import { signedInPage, signedUpPage } from "./fixtures/sign-in";
import { createGatedBenchmark, type GatedBenchmark } from "./fixtures/gated-benchmark";

// Each test signs up a user and drives two browser contexts through several pages.
test.describe.configure({ timeout: 90_000 });

/** A fresh researcher, signed up through the form, who fills in and sends the access form. */
async function researcherRequests(
  browser: Browser,
  bench: GatedBenchmark,
): Promise<{ page: Page; email: string }> {
  const { page, account } = await signedUpPage(browser, "access");
  await page.goto(`/benchmarks/${bench.slug}/access`);
  await expect(page.getByTestId("terms")).toContainText("Do not redistribute");
  await sendAccessRequest(page, { affiliation: "University of Tartu", country: "EE" });
  await page.reload();
  await expect(page.getByTestId("access-status")).toHaveAttribute("data-state", "pending");
  await expect(page.getByTestId("access-status")).toContainText("Pending since");
  return { page, email: account.email };
}

/** The maintainer ticks one requester in the queue and applies a decision. */
async function decide(
  browser: Browser,
  bench: GatedBenchmark,
  email: string,
  decision: "Approve" | "Reject" | "Revoke",
  reason = "",
  from = "pending",
): Promise<void> {
  const page = await signedInPage(browser, maintainer);
  await page.goto(`/maintain/${bench.slug}/access?status=${from}`);
  await expect(page.getByTestId(`request-${email}`)).toContainText("University of Tartu");
  await expect(page.getByTestId(`request-${email}`)).toContainText("Estonia");
  await page.getByLabel(`Select ${email}`).check();
  if (reason) await page.getByLabel(/^Reason/).fill(reason);
  await page.getByRole("button", { name: new RegExp(`^${decision} selected`) }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 request(s) updated" })).toBeVisible();
  await page.context().close();
}

const fileUrl = (bench: GatedBenchmark) => `/api/v1/benchmarks/${bench.slug}/files/${bench.fileName}`;

/** Asks for a signed link without following it; returns the link. */
async function signedLink(page: Page, bench: GatedBenchmark): Promise<string> {
  const res = await page.request.get(fileUrl(bench), { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  return res.headers()["location"] ?? "";
}

test("a researcher requests access, a maintainer approves, the download's checksum matches", async ({
  browser,
}) => {
  const bench = await createGatedBenchmark(maintainer.email);
  const { page, email } = await researcherRequests(browser, bench);
  await expect(page.getByTestId(`file-${bench.fileName}`).getByRole("link")).toHaveCount(0);

  await decide(browser, bench, email, "Approve");

  await page.reload();
  await expect(page.getByTestId("access-status")).toHaveAttribute("data-state", "approved");
  const published = (
    await page.getByTestId(`file-${bench.fileName}`).getByTestId("sha256").textContent()
  )?.trim();
  expect(published).toBe(bench.sha256);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: bench.fileName }).click(),
  ]);
  const saved = await download.path();
  expect(createHash("sha256").update(readFileSync(saved)).digest("hex")).toBe(published);

  const direct = await page.request.get(fileUrl(bench));
  expect(direct.status()).toBe(200);
  expect(direct.headers()["x-checksum-sha256"]).toBe(bench.sha256);

  await page.goto("/notifications");
  await expect(page.getByTestId("notification").first()).toContainText(
    `Your access request for ${bench.title} was approved.`,
  );
});

test("a rejected researcher sees the reason and cannot download", async ({ browser }) => {
  const bench = await createGatedBenchmark(maintainer.email);
  const { page, email } = await researcherRequests(browser, bench);
  await decide(browser, bench, email, "Reject", "Please use your institutional email address");

  await page.reload();
  await expect(page.getByTestId("access-status")).toHaveAttribute("data-state", "rejected");
  await expect(page.getByTestId("access-reason")).toHaveText("Please use your institutional email address");
  await expect(page.getByTestId(`file-${bench.fileName}`).getByRole("link")).toHaveCount(0);
  const res = await page.request.get(fileUrl(bench), { maxRedirects: 0 });
  expect(res.status()).toBe(403);
  // The reason is also what the API reports for the caller's own request.
  const me = await page.request.get(`/api/v1/benchmarks/${bench.slug}/access-requests/me`);
  expect(await me.json()).toMatchObject({
    status: "rejected",
    reason: "Please use your institutional email address",
    hasAccess: false,
  });
});

test("an expired or tampered download link fails", async ({ browser }) => {
  test.setTimeout(120_000);
  const bench = await createGatedBenchmark(maintainer.email);
  const { page, email } = await researcherRequests(browser, bench);
  await decide(browser, bench, email, "Approve");

  const link = new URL(await signedLink(page, bench));
  const tampered = new URL(link);
  tampered.searchParams.set("exp", String(Number(link.searchParams.get("exp")) + 3600));
  const bad = await page.request.get(tampered.toString());
  expect(bad.status()).toBe(403);
  expect(await bad.json()).toEqual({ error: { code: "FORBIDDEN", message: "invalid download link" } });

  // Links live 60 s: wait until this one has lapsed.
  const waitMs = Number(link.searchParams.get("exp")) * 1000 - Date.now() + 1500;
  await page.waitForTimeout(Math.max(0, waitMs));
  const expired = await page.request.get(link.toString());
  expect(expired.status()).toBe(403);
  expect(await expired.json()).toEqual({ error: { code: "FORBIDDEN", message: "link expired" } });
});

test("a revoked researcher cannot download, not even with a link signed before", async ({ browser }) => {
  const bench = await createGatedBenchmark(maintainer.email);
  const { page, email } = await researcherRequests(browser, bench);
  await decide(browser, bench, email, "Approve");
  const before = await signedLink(page, bench);
  expect((await page.request.get(before)).status()).toBe(200);

  const early = await signedLink(page, bench);
  await decide(browser, bench, email, "Revoke", "Redistributed the data", "approved");

  expect((await page.request.get(early)).status()).toBe(403);
  expect((await page.request.get(fileUrl(bench), { maxRedirects: 0 })).status()).toBe(403);
  await page.reload();
  await expect(page.getByTestId("access-status")).toHaveAttribute("data-state", "revoked");
  await expect(page.getByTestId("access-reason")).toHaveText("Redistributed the data");
  await expect(page.getByRole("button", { name: /Request access|Ask again/ })).toHaveCount(0);
});
