// An admin archives a benchmark (researchers read it, marked "Archived", and cannot submit to
// it), takes it out of the archive, unpublishes it (a visitor gets "not found", the admin still
// sees it) and publishes it again; both changes are in the audit log.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoAdmin, demoMaintainer } from "./fixtures/accounts";
import { publishBundle, trueFalseZip } from "./fixtures/bundles";
import { registerModel } from "./fixtures/models";
import { shoot } from "./fixtures/screenshots";
import { signedInPage, signedUpPage } from "./fixtures/sign-in";

test.describe.configure({ timeout: 150_000 });

const slug = `e2e-status-${randomUUID().slice(0, 8)}`;
const title = `Status ${slug}`;
const ids = ["S1", "S2", "S3"];

test("an admin archives a benchmark and takes it out again, then unpublishes and republishes it", async ({
  browser,
}) => {
  const maintainer = await signedInPage(browser, demoMaintainer);
  await publishBundle(
    maintainer,
    trueFalseZip(
      { slug, title, description: "E2E archive and unpublish." },
      ids.map((id, i) => ({ claim_id: id, text: `Claim ${id}`, claim_date: `2025-02-0${i + 1}` })),
      ids.map((id) => ({ claim_id: id, label: "True" })),
      { dev: ["2025Q1"], test: [] },
    ),
  );

  const { page: researcher } = await signedUpPage(browser, "archived");
  const model = `archived-${randomUUID().slice(0, 6)}`;
  await registerModel(researcher, model);

  const admin = await signedInPage(browser, demoAdmin);
  await admin.goto("/admin/benchmarks");
  const status = admin.getByTestId(`status-${slug}`);
  await expect(status).toContainText("Open for submissions.");
  await admin.getByRole("button", { name: `Archive ${slug}` }).click();
  await expect(status).toContainText("Archived: readable, no new submissions");
  await expect(status).toContainText("takes no new submissions.");
  await shoot(admin, "admin-benchmark-status", { fits: true });

  // The researcher still reads it, marked Archived, and the Submit page says why it is closed.
  await researcher.goto(`/benchmarks/${slug}`);
  await expect(researcher.getByTestId("archived-badge")).toHaveText("Archived");
  await expect(researcher.getByTestId("archived-note")).toContainText("takes no new submissions");
  await shoot(researcher, "benchmark-archived", { fits: true });
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
    buffer: Buffer.from(ids.map((id) => JSON.stringify({ claim_id: id, label: "True" })).join("\n")),
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
  await shoot(admin, "benchmark-unpublished", { fits: true });

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
