// An admin archives a benchmark (researchers read it, marked "Archived", and cannot submit to
// it), takes it out of the archive, unpublishes it (a visitor gets "not found", the admin still
// sees it) and publishes it again; both changes are in the audit log.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { buildZip } from "../tests/fixtures/bundles/zip-writer";
import { DEMO_ACCOUNTS } from "../scripts/setup/demo-accounts";
import { demoAdmin, newAccount, signUpThroughForm } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";

test.describe.configure({ timeout: 150_000 });

const slug = `e2e-status-${randomUUID().slice(0, 8)}`;
const title = `Status ${slug}`;

function bundle(): Buffer {
  const jsonl = (rows: object[]) => Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const ids = ["S1", "S2", "S3"];
  return buildZip([
    {
      name: "benchmark.json",
      data: Buffer.from(
        JSON.stringify({
          slug,
          title,
          track: "verdict",
          labels: ["True", "False"],
          description: "E2E archive and unpublish.",
          license: "CC0",
          citation: "none",
        }),
      ),
    },
    {
      name: "claims.jsonl",
      data: jsonl(
        ids.map((id, i) => ({ claim_id: id, text: `Claim ${id}`, claim_date: `2025-02-0${i + 1}` })),
      ),
    },
    { name: "labels.jsonl", data: jsonl(ids.map((id) => ({ claim_id: id, label: "True" }))) },
    { name: "splits.json", data: Buffer.from(JSON.stringify({ dev: ["2025Q1"], test: [] })) },
  ]);
}

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await signInThroughApi(context, account);
  return context.newPage();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("an admin archives a benchmark and takes it out again, then unpublishes and republishes it", async ({
  browser,
}) => {
  const maintainer = await signedIn(
    browser,
    DEMO_ACCOUNTS.find((a) => a.role === "maintainer")!,
  );
  const imported = await maintainer.request.post("/api/v1/bundles?publish=1", {
    data: bundle(),
    headers: { "content-type": "application/zip" },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  const account = newAccount("archived");
  const signup = await browser.newPage();
  await signUpThroughForm(signup, account);
  await signup.context().close();
  const researcher = await signedIn(browser, account);
  const model = `archived-${randomUUID().slice(0, 6)}`;
  await researcher.goto("/models");
  await researcher.getByLabel("Model name").fill(model);
  await researcher.getByLabel("Organisation").fill("E2E Lab");
  await researcher.getByLabel("Declared knowledge cutoff").fill("2024-06-01");
  await researcher.getByLabel("Cutoff source").fill("https://example.org/card");
  await researcher.getByRole("button", { name: "Register model" }).click();
  await expect(researcher.getByText(`Registered ${model}`)).toBeVisible();

  const admin = await signedIn(browser, demoAdmin);
  await admin.goto("/admin/benchmarks");
  const status = admin.getByTestId(`status-${slug}`);
  await expect(status).toContainText("Open for submissions.");
  await admin.getByRole("button", { name: `Archive ${slug}` }).click();
  await expect(status).toContainText("Archived: readable, no new submissions");
  await expect(status).toContainText("takes no new submissions.");
  await shoot(admin, "admin-benchmark-status");

  // The researcher still reads it, marked Archived, and the Submit page says why it is closed.
  await researcher.goto(`/benchmarks/${slug}`);
  await expect(researcher.getByTestId("archived-badge")).toHaveText("Archived");
  await expect(researcher.getByTestId("archived-note")).toContainText("takes no new submissions");
  await shoot(researcher, "benchmark-archived");
  await researcher.goto(`/leaderboards/${slug}`);
  await expect(researcher.getByTestId("archived-badge")).toBeVisible();
  await researcher.goto(`/submit?benchmark=${slug}`);
  await expect(researcher.getByLabel("Benchmark")).toHaveValue(slug);
  await expect(researcher.getByTestId("archived-submit-blocked")).toContainText(`${title} was archived on`);
  await expect(researcher.getByRole("button", { name: "Upload and score" })).toBeDisabled();

  await admin.getByRole("button", { name: `Unarchive ${slug}` }).click();
  await expect(status).toContainText("submissions are open again");
  await researcher.reload();
  await expect(researcher.getByTestId("archived-submit-blocked")).toHaveCount(0);
  await researcher.getByLabel("Model", { exact: true }).selectOption({ label: model });
  await researcher.getByLabel("Prediction file").setInputFiles({
    name: "p.jsonl",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(
      ["S1", "S2", "S3"].map((id) => JSON.stringify({ claim_id: id, label: "True" })).join("\n"),
    ),
  });
  await researcher.getByRole("button", { name: "Upload and score" }).click();
  await expect(researcher).toHaveURL(/\/submissions\/[^/]+$/, { timeout: 30_000 });

  // Unpublished: a visitor (and the researcher) get "not found"; the admin still sees it, marked.
  await admin.getByRole("button", { name: `Unpublish ${slug}` }).click();
  await expect(status).toContainText("only maintainers and admins can see it");
  const visitor = await browser.newPage();
  const hidden = await visitor.goto(`/benchmarks/${slug}`);
  expect(hidden?.status()).toBe(404);
  await researcher.goto(`/benchmarks/${slug}`);
  await expect(researcher.getByRole("heading", { name: /not found/i })).toBeVisible();
  await admin.goto(`/benchmarks/${slug}`);
  await expect(admin.getByTestId("unpublished-note")).toContainText(
    "only its maintainers and admins can see it",
  );
  await shoot(admin, "benchmark-unpublished");

  await admin.goto("/admin/benchmarks");
  await admin.getByRole("button", { name: `Publish again ${slug}` }).click();
  await expect(status).toContainText("Published again");
  await expect(async () => {
    const back = await visitor.goto(`/benchmarks/${slug}`);
    expect(back?.status()).toBe(200);
  }).toPass({ timeout: 10_000 });
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

  await admin.goto(`/admin/audit?action=benchmark.&benchmark=${slug}`);
  const rows = admin.getByTestId("audit-row");
  await expect(rows).toHaveCount(4);
  for (const action of [
    "benchmark.archive",
    "benchmark.unarchive",
    "benchmark.unpublish",
    "benchmark.republish",
  ])
    await expect(rows.filter({ hasText: action })).toHaveCount(1);
  await visitor.close();
});
