// An open benchmark as a signed-out visitor meets it (liar2 ships open): the pages say that
// downloads need an account, a file's "sign in to download" and the file's own address both
// lead through sign-in back to the file, whose download then starts. At 1440 and 390 px.
import { expect, test, type Page } from "@playwright/test";
import { demoResearcher } from "./fixtures/accounts";
import { shoot } from "./fixtures/screenshots";

const SLUG = "liar2";
const FILE = "claims.jsonl";

async function signInHere(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await page.getByLabel("Email").fill(demoResearcher.email);
  await page.getByLabel("Password").fill(demoResearcher.password);
}

for (const width of [1440, 390])
  test(`signing in from an open benchmark's file comes back to it and downloads it, at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();

    // The benchmark page: downloads need an account; the file links to sign-in, not to the file.
    await page.goto(`/benchmarks/${SLUG}`);
    await expect(page.getByText("downloads need an account")).toBeVisible();
    const item = page.locator("li", { hasText: FILE }).first();
    await item.getByRole("link", { name: "sign in to download" }).click();
    await signInHere(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/benchmarks/${SLUG}/access\\?download=claims\\.jsonl`));
    await expect(page.getByTestId("download-started")).toContainText(FILE);
    expect((await download).suggestedFilename()).toBe(FILE);
    await context.close();

    // The file's own address, opened signed out: the page says why, in the app's look, and its
    // sign-in comes back to the file too.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const other = await visitor.newPage();
    const res = await other.goto(`/api/v1/benchmarks/${SLUG}/files/${FILE}`);
    expect(res?.status()).toBe(401);
    await expect(other.getByRole("heading", { name: `Sign in to download ${FILE}` })).toBeVisible();
    await expect(other.getByText("Downloads need an account, even on open benchmarks")).toBeVisible();
    expect(await other.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (width === 1440) await shoot(other, "download-sign-in");
    await other.getByRole("link", { name: "Sign in" }).click();
    await signInHere(other);
    const again = other.waitForEvent("download");
    await other.getByRole("button", { name: "Sign in" }).click();
    expect((await again).suggestedFilename()).toBe(FILE);
    await expect(other.getByTestId("download-started")).toBeVisible();
    await visitor.close();
  });

test("the access page of an open benchmark says downloads need an account", async ({ page }) => {
  await page.goto(`/benchmarks/${SLUG}/access`);
  await expect(page.getByText("Downloads need an account, even on this open benchmark")).toBeVisible();
  await expect(
    page.getByTestId(`file-${FILE}`).first().getByRole("link", { name: "sign in to download" }),
  ).toHaveAttribute("href", new RegExp(`callbackUrl=.*download%3D${FILE.replace(".", "\\.")}`));
});

test("the benchmarks list shows descriptions, licence and newest split, and narrows as one types", async ({
  page,
}) => {
  await page.goto("/benchmarks");
  const cards = page.getByTestId("benchmark-card");
  const liar = cards.filter({ hasText: "LIAR2 (PolitiFact statements)" });
  await expect(liar).toContainText("Licence:");
  await expect(liar).toContainText(/Newest split: \d{4}Q\d \((dev|test)\)/);
  const all = await cards.count();
  expect(all).toBeGreaterThan(2);
  await page.getByLabel("Search benchmarks").fill("liar2 politifact");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("LIAR2");
  await expect(page.getByTestId("benchmark-count")).toHaveText(`1 of ${all} benchmarks match`);
  await page.getByLabel("Search benchmarks").fill("");
  await expect(cards).toHaveCount(all);
  await shoot(page, "benchmarks-list");
});
