// A researcher registers a model, uploads predictions for the demo LiveFact dev split,
// watches the submission get scored, checks the numbers, and gets a clear error for a broken file.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signedUpPage } from "./fixtures/sign-in";
import { BENCHMARK, devClaims, fillSubmitForm } from "./fixtures/dev-submission";

async function freshResearcher(browser: Browser): Promise<Page> {
  return (await signedUpPage(browser, "submit")).page;
}

async function registerModel(page: Page, name: string): Promise<void> {
  await page.goto("/models");
  await expect(page.getByTestId("no-models")).toBeVisible();
  await page.getByLabel("Model name").fill(name);
  await page.getByLabel("Organisation").fill("E2E Lab");
  await page.getByLabel("Parameters (billions)").fill("7");
  await page.getByLabel("Declared knowledge cutoff").fill("2024-06-01");
  await page.getByLabel("Cutoff source").fill("https://example.org/model-card");
  await page.getByRole("button", { name: "Register model" }).click();
  await expect(page.getByText(`Registered ${name}`)).toBeVisible();
  await expect(page.getByTestId(`model-${name}`)).toContainText("2024-06-01");
}

test("register a model, upload predictions, watch them get scored, read the numbers; a broken file gets a clear error", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await freshResearcher(browser);
  const modelName = `e2e-model-${randomUUID().slice(0, 8)}`;
  await registerModel(page, modelName);

  const { labels, slices, claims } = await devClaims(page.request);
  expect(labels).toEqual(["Real", "Fake", "Ambiguous"]);
  expect(claims.length).toBeGreaterThan(10);
  expect(claims.every((c) => c.label !== null && labels.includes(c.label))).toBe(true);
  // Right on even-numbered claims, wrong on odd ones, at every slice: pooled accuracy = right / n.
  const right = claims.filter((_, i) => i % 2 === 0).length;
  const lines = claims.flatMap((c, i) => {
    const label = i % 2 === 0 ? c.label! : labels.find((l) => l !== c.label)!;
    return slices.map((slice) => JSON.stringify({ claim_id: c.claimId, slice, label }));
  });
  await fillSubmitForm(page, modelName, { name: "predictions.jsonl", content: lines.join("\n") + "\n" });

  await expect(page).toHaveURL(/\/submissions\/[^/]+$/, { timeout: 30_000 });
  const status = page.getByTestId("submission-status");
  expect(["queued", "running", "scored"]).toContain(await status.getAttribute("data-status"));
  // No reload: the page polls and refreshes itself until the worker has scored the file.
  await expect(status).toHaveAttribute("data-status", "scored", { timeout: 60_000 });

  await expect(page.getByTestId("metric-accuracy").locator("td").nth(1)).toHaveText(
    `${((100 * right) / claims.length).toFixed(1)}%`,
  );
  await expect(page.getByTestId("metric-accuracy").locator("td").nth(2)).toHaveText(
    /^\[\d{1,2}\.\d%, (\d{1,2}|100)\.\d%\]$/,
  );
  await expect(page.getByTestId("metric-fsr").locator("td").nth(1)).toHaveText("100.0%");
  await expect(page.getByTestId("metric-avg12")).toBeVisible();
  for (const slice of slices) await expect(page.getByTestId(`slice-${slice}`)).toBeVisible();
  await expect(page.getByTestId("class-Real")).toBeVisible();
  await expect(page.getByTestId("confusion-matrix")).toContainText("gold \\ predicted");
  await expect(page.getByText(`${claims.length} claims scored`)).toBeVisible();

  // On a dev split the owner can download every claim's result, here as CSV.
  const downloads = page.getByTestId("claim-results-downloads");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    downloads.getByRole("link", { name: "CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^results-.+\.csv$/);
  const csv = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
  expect(csv[0]).toBe("claim_id,slice,variant,predicted,score,parsed,missing,leaked,correct,squared_error");
  expect(csv).toHaveLength(1 + claims.length * slices.length);
  const correctColumn = csv.slice(1).map((row) => row.split(",")[8]);
  expect(correctColumn.filter((c) => c === "true")).toHaveLength(right * slices.length);

  // The same results on the page, one row per claim and slice; a claim id opens its claim page.
  const table = page.getByTestId("claim-results");
  await expect(table.getByRole("row")).toHaveCount(1 + Math.min(50, claims.length * slices.length));
  const firstId = [...claims.map((c) => c.claimId)].sort()[0]!;
  await expect(page.getByText(`Page 1 of ${Math.ceil((claims.length * slices.length) / 50)}`)).toBeVisible();
  await table.getByRole("link", { name: firstId, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/benchmarks/${BENCHMARK}/claims/${encodeURIComponent(firstId)}$`));
  await expect(page.getByRole("heading", { name: `Claim ${firstId}` })).toBeVisible();
  await expect(page.getByTestId("claim-predictions")).toContainText(modelName);
  await page.goBack();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId("claim-results").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/claim-results-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  await page.goto("/submissions");
  await expect(page.getByTestId("submission-history")).toContainText(modelName);
  await expect(page.getByTestId("submission-history")).toContainText("scored");

  // A broken file: refused at upload, naming the file and the line, and nothing is created.
  const first = claims[0]!.claimId;
  const broken = [
    JSON.stringify({ claim_id: first, slice: 0, label: "Real" }),
    "this line is not JSON",
    JSON.stringify({ claim_id: first, slice: "soon", label: "Real" }),
  ];
  await fillSubmitForm(page, modelName, { name: "broken.jsonl", content: broken.join("\n") + "\n" });
  await expect(page.getByTestId("upload-issues")).toContainText("broken.jsonl:2");
  await expect(page).toHaveURL(/\/submit$/);
  await page.goto("/submissions");
  await expect(page.getByTestId("submission-history").locator("tbody tr")).toHaveCount(1);
});
