// Files sent through page forms: over the limit they get a form error naming the size and the
// limit, never an error page; under it (but over Next's default 1 MB) they reach the checks.
import { expect, test } from "@playwright/test";
import { demoMaintainer as maintainer } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";

/** JSONL human labels for claims that do not exist, padded to about `bytes`. */
function labels(bytes: number): Buffer {
  const line = (i: number) =>
    JSON.stringify({
      claim_id: `no-such-claim-${String(i).padStart(8, "0")}`,
      model_id: "no-such-model",
      contaminated: i % 2 === 0,
    }) + "\n";
  const one = Buffer.byteLength(line(0));
  return Buffer.from(Array.from({ length: Math.ceil(bytes / one) }, (_, i) => line(i)).join(""));
}

test("human labels over 1 MB are checked, and over the page limit get a clear form error", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page.context(), maintainer);
  await page.goto("/maintain/demo-livefact/contamination");
  const input = page.locator('input[type="file"][name="file"]').last();
  const uploadLabels = async (name: string, megabytes: number) => {
    await input.setInputFiles({
      name,
      mimeType: "application/octet-stream",
      buffer: labels(megabytes * 1024 * 1024),
    });
    await page.getByRole("button", { name: "Upload labels" }).click();
  };

  await uploadLabels("labels.jsonl", 1.5);
  // The file reached the server's checks: the first unknown claim is named, nothing stored.
  await expect(
    page.getByRole("alert").filter({ hasText: 'unknown claim "no-such-claim-00000000"' }),
  ).toBeVisible({ timeout: 30_000 });

  await uploadLabels("big-labels.jsonl", 10.5);
  await expect(
    page.getByRole("alert").filter({
      hasText: /big-labels\.jsonl is 10\.\d MB; files sent from this page may be at most 10\.0 MB/,
    }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
