// A maintainer imports a bundle on the Import page: it becomes a draft nobody else sees, the
// preview shows what will become public, and only the Publish button publishes it; a second
// release's preview counts the corrected label and the new split, and the summary links them.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoMaintainer } from "./fixtures/accounts";
import { trueFalseZip } from "./fixtures/bundles";
import { shoot } from "./fixtures/screenshots";
import { signedInPage } from "./fixtures/sign-in";

test.describe.configure({ timeout: 150_000 });

const slug = `e2e-import-${randomUUID().slice(0, 8)}`;
const title = `Import ${slug}`;

function bundle(labelOfA1: string, withQ2: boolean): Buffer {
  const claims = [
    { claim_id: "A1", text: "The bridge opened in 1932.", claim_date: "2025-01-15" },
    { claim_id: "A2", text: "The tower is 300 m tall.", claim_date: "2025-02-10" },
    ...(withQ2 ? [{ claim_id: "B1", text: "The dam was finished in 2024.", claim_date: "2025-05-03" }] : []),
  ];
  const labels = claims.map((c) => ({
    claim_id: c.claim_id,
    label: c.claim_id === "A1" ? labelOfA1 : "True",
  }));
  return trueFalseZip({ slug, title, description: "E2E import and publish." }, claims, labels, {
    dev: ["2025Q1"],
    test: withQ2 ? ["2025Q2"] : [],
  });
}

async function upload(page: Page, zip: Buffer): Promise<void> {
  await page.goto("/maintain/import");
  await page
    .getByLabel("Bundle archive")
    .setInputFiles({ name: "bundle.zip", mimeType: "application/zip", buffer: zip });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page).toHaveURL(new RegExp(`/maintain/${slug}/publish$`), { timeout: 30_000 });
}

async function visitorStatus(browser: Browser): Promise<number | undefined> {
  const visitor = await browser.newPage();
  const res = await visitor.goto(`/benchmarks/${slug}`);
  await visitor.close();
  return res?.status();
}

test("a maintainer uploads a bundle, reviews what will become public, publishes it, then a second release", async ({
  browser,
}) => {
  const page = await signedInPage(browser, demoMaintainer);

  // The format guide is one click away, and is the repository's docs/BUNDLES.md.
  await page.goto("/maintain/import");
  await page.getByRole("link", { name: "the bundle format" }).click();
  await expect(page.getByTestId("bundle-format")).toContainText("# Benchmark bundles");
  await expect(page.getByTestId("bundle-format")).toContainText("draft release");

  await upload(page, bundle("True", false));
  await expect(page.getByTestId("draft-notice")).toContainText("nothing of it is public yet");
  await expect(page.getByRole("heading", { name: `Benchmark card: ${title}` })).toBeVisible();
  await expect(page.getByTestId("draft-access")).toContainText("Open: everyone can browse");
  await expect(page.getByTestId("release-split-2025Q1")).toContainText("dev (labels public)");
  await expect(page.getByTestId("release-split-2025Q1")).toContainText("new");
  await expect(page.getByTestId("release-counts")).toContainText("Claims: 2 new, 0 changed, 0 unchanged");
  await expect(page.getByTestId("draft-files")).toContainText("dev_labels.jsonl");
  await shoot(page, "import-preview", { fits: true });
  expect(await visitorStatus(browser)).toBe(404);

  await page.getByRole("button", { name: "Publish r1" }).click();
  await expect(page.getByRole("heading", { name: `Published r1 of ${slug}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("import-summary")).toContainText("a new benchmark");
  expect(await visitorStatus(browser)).toBe(200);

  // Release 2: A1's label corrected, a new hidden quarter. The preview counts, never shows, labels.
  await upload(page, bundle("False", true));
  await expect(page.getByTestId("release-split-2025Q2")).toContainText("test (labels hidden)");
  await expect(page.getByTestId("release-split-2025Q2")).toContainText("new");
  await expect(page.getByTestId("release-split-2025Q1")).toContainText("unchanged");
  await expect(page.getByTestId("release-counts")).toContainText("Claims: 1 new, 0 changed, 2 unchanged");
  await expect(page.getByTestId("release-counts")).toContainText("Labels: 1 new, 1 changed");
  await page.getByRole("button", { name: "Publish r2" }).click();
  await expect(page.getByRole("heading", { name: `Published r2 of ${slug}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("release-counts")).toContainText("Labels: 1 new, 1 changed");
  await shoot(page, "import-published", { fits: true });

  // The summary's links lead to the benchmark and its splits.
  await page.getByTestId("release-split-2025Q2").getByRole("link", { name: "2025Q2" }).click();
  await expect(page).toHaveURL(new RegExp(`/benchmarks/${slug}/claims\\?quarter=2025Q2`));
  await expect(page.getByText("The dam was finished in 2024.")).toBeVisible();
  await page.goto(`/maintain/${slug}/publish?published=r2`);
  await page.getByRole("link", { name: "Benchmark page" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.context().close();
});
