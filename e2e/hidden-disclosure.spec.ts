// The disclosure policy as people meet it: a maintainer publishes a benchmark with a hidden test
// split; a researcher submits to it, reads a disclosed (rounded) score, submits a file that is
// no better and reads "no significant improvement"; the maintainer retires the split by
// typing its name, and the researcher then sees exact numbers.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { demoMaintainer } from "./fixtures/accounts";
import { publishBundle, trueFalseZip } from "./fixtures/bundles";
import { linkIn, newestEmail } from "./fixtures/mailbox";
import { registerModel } from "./fixtures/models";
import { shoot } from "./fixtures/screenshots";
import { signedInPage, signedUpPage } from "./fixtures/sign-in";

const slug = `e2e-ladder-${randomUUID().slice(0, 8)}`;
const SPLIT = "2025Q2";
const ids = Array.from({ length: 60 }, (_, i) => `L${String(i).padStart(2, "0")}`);
const gold = ids.map((_, i) => (i % 3 === 0 ? "False" : "True"));

async function submitAll(page: Page, model: string, label: (i: number) => string): Promise<void> {
  await page.goto("/submit");
  await page.getByLabel("Benchmark").selectOption(slug);
  await page.getByLabel("Split").selectOption(SPLIT);
  await expect(page.getByTestId("quota")).toContainText("Scores here are disclosed by the Ladder");
  await page.getByLabel("Model", { exact: true }).selectOption({ label: model });
  const lines = ids.map((id, i) => JSON.stringify({ claim_id: id, label: label(i) })).join("\n") + "\n";
  await page
    .getByLabel("Prediction file")
    .setInputFiles({ name: "p.jsonl", mimeType: "application/octet-stream", buffer: Buffer.from(lines) });
  await page.getByRole("button", { name: "Upload and score" }).click();
  await expect(page).toHaveURL(/\/submissions\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByTestId("submission-status")).toHaveAttribute("data-status", "scored", {
    timeout: 60_000,
  });
}

test("a hidden split's scores are disclosed by the Ladder, and exactly once the maintainer retires it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const maintainer = await signedInPage(browser, demoMaintainer);
  await publishBundle(
    maintainer,
    trueFalseZip(
      { slug, title: `Ladder ${slug}`, description: "E2E hidden split." },
      ids.map((id, i) => ({
        claim_id: id,
        text: `Claim ${id}`,
        claim_date: `2025-05-${String(1 + (i % 28)).padStart(2, "0")}`,
      })),
      ids.map((id, i) => ({ claim_id: id, label: gold[i]! })),
      { dev: [], test: [SPLIT] },
    ),
  );

  const { page: researcher, account } = await signedUpPage(browser, "ladder");
  // Hidden splits need a confirmed address: the emailed link, as the researcher would open it.
  await researcher.goto(
    linkIn(await newestEmail(account.email, "Confirm your email"), "/verify-email?token="),
  );
  await researcher.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(researcher.getByText(`Confirmed: ${account.email} is your verified address.`)).toBeVisible();
  const model = `ladder-${randomUUID().slice(0, 6)}`;
  await registerModel(researcher, model);

  // Right on 45 of 60 claims: disclosed, rounded (accuracy 0.75 on the 0.05 grid of n = 60).
  await submitAll(researcher, model, (i) => (i < 45 ? gold[i]! : gold[i] === "True" ? "False" : "True"));
  await expect(researcher.getByTestId("disclosure-status")).toHaveAttribute("data-status", "released");
  await expect(researcher.getByTestId("disclosure-status")).toContainText(
    "your best Macro-F1 on this split is now",
  );
  // Printed to the step's own digits (η = 0.05 → whole percent), never finer.
  await expect(researcher.getByTestId("metric-accuracy").locator("td").nth(1)).toHaveText("75%");
  const disclosedUrl = researcher.url();
  await shoot(researcher, "ladder-disclosed");

  // One more claim right is no significant improvement: nothing new is disclosed.
  await submitAll(researcher, model, (i) => (i < 46 ? gold[i]! : gold[i] === "True" ? "False" : "True"));
  await expect(researcher.getByTestId("disclosure-status")).toHaveAttribute("data-status", "held");
  await expect(researcher.getByTestId("disclosure-status")).toContainText(
    "No significant improvement over your best",
  );
  await expect(researcher.getByTestId("headline-metrics")).toHaveCount(0);
  await expect(researcher.getByRole("link", { name: "how hidden labels stay hidden" })).toBeVisible();
  await shoot(researcher, "ladder-held");

  // The maintainer retires the split: the name must be typed out first.
  await maintainer.goto(`/maintain/${slug}/disclosure`);
  await expect(maintainer.getByTestId(`split-${SPLIT}`)).toContainText("hidden (test)");
  await maintainer.getByRole("button", { name: `Retire ${SPLIT}` }).click();
  await expect(maintainer.getByText(`Type ${SPLIT} to confirm`)).toBeVisible();
  await maintainer.getByLabel(`Type ${SPLIT} to retire it`).fill(SPLIT);
  await maintainer.getByRole("button", { name: `Retire ${SPLIT}` }).click();
  // The table itself says so at once: labels public since now, nothing left to retire.
  await expect(maintainer.getByTestId(`split-${SPLIT}`)).toContainText("(retired)");
  await expect(maintainer.getByRole("button", { name: `Retire ${SPLIT}` })).toHaveCount(0);
  await expect(maintainer.getByTestId("disclosure-history")).toContainText(
    `${SPLIT} retired: its labels and exact scores are public from`,
  );
  await shoot(maintainer, "release-settings");

  // Exact values now, on the held submission too.
  await researcher.reload();
  await expect(researcher.getByTestId("disclosure-status")).toHaveCount(0);
  await expect(researcher.getByText("Retired test split (labels public)")).toBeVisible();
  await expect(researcher.getByTestId("metric-accuracy").locator("td").nth(1)).toHaveText(
    `${((100 * 46) / 60).toFixed(1)}%`,
  );
  await researcher.goto(disclosedUrl);
  await expect(researcher.getByTestId("metric-accuracy").locator("td").nth(1)).toHaveText("75.0%");

  const security = await browser.newPage();
  await security.goto("/security");
  await expect(security.getByRole("heading", { name: "How hidden test labels stay hidden" })).toBeVisible();
  await expect(security.getByTestId("disclosure-steps")).toContainText("0.02");
  await shoot(security, "security");
});
