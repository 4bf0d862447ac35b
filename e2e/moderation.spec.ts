// A maintainer finds a submission in the paginated, searchable settings list, hides it with a
// reason its owner then reads, and shows it again.
import { expect, test } from "@playwright/test";
import { signUpNewAccount, demoMaintainer as maintainer } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";
import { createScoredSubmission } from "./fixtures/scored-submission";

test.describe.configure({ timeout: 90_000 });

test("a maintainer hides a submission with a reason, its owner reads it, and the maintainer undoes it", async ({
  page,
  browser,
}) => {
  const owner = await signUpNewAccount(page, "hidden");
  const sub = await createScoredSubmission(owner.email, "demo-livefact");

  const m = await browser.newContext();
  await signInThroughApi(m, maintainer);
  const mp = await m.newPage();
  await mp.goto("/maintain/demo-livefact/leaderboard");
  await expect(mp.getByTestId("moderation-total")).toContainText("page 1 of");
  await mp.getByLabel("Search model, organisation, submitter or description").fill(sub.modelName);
  await mp.getByRole("button", { name: "Search" }).click();
  await expect(mp.getByTestId("moderation-total")).toContainText(
    `1 submission(s) matching “${sub.modelName}”`,
  );
  const row = mp.getByTestId(`moderate-${sub.id}`);
  await row.getByText("Hide from the leaderboard…").click();
  await row
    .getByLabel("Reason (its owner will read it)")
    .fill("The description does not say which prompt was used");
  await row.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(mp.getByText("Hidden from the leaderboard; its owner was told why")).toBeVisible();
  await expect(row).toContainText(
    "Reason shown to its owner: The description does not say which prompt was used",
  );
  for (const width of [1440, 390]) {
    await mp.setViewportSize({ width, height: 900 });
    await mp.screenshot({ path: `e2e/screenshots/moderation-${width}.png`, fullPage: true });
  }

  await page.goto(`/submissions/${sub.id}`);
  await expect(page.getByTestId("hidden-from-board")).toContainText(
    "Reason: The description does not say which prompt was used",
  );
  await page.goto("/notifications");
  await expect(page.getByTestId("notification").first()).toContainText(
    "was hidden from the leaderboard by a maintainer",
  );

  await row.getByRole("button", { name: "Show on the leaderboard again" }).click();
  await expect(mp.getByText("Shown on the leaderboard again")).toBeVisible();
  await page.goto(`/submissions/${sub.id}`);
  await expect(page.getByTestId("hidden-from-board")).toHaveCount(0);
  await m.close();
});
