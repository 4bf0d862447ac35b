// A maintainer schedules a draft release on its publish page; visitors see on the benchmark
// page's release calendar that a release is coming, and when, but nothing of it; the
// maintainer cancels the schedule again. Screenshots at 1440 and 390 px.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoMaintainer } from "./fixtures/accounts";
import { publishBundle, trueFalseZip } from "./fixtures/bundles";
import { shoot } from "./fixtures/screenshots";
import { signedInPage } from "./fixtures/sign-in";

test.describe.configure({ timeout: 150_000 });

const slug = `e2e-sched-${randomUUID().slice(0, 8)}`;

function bundle(secondClaim: string): Buffer {
  const claims = [
    { claim_id: "A1", text: "The bridge opened in 1932.", claim_date: "2025-01-15" },
    { claim_id: "A2", text: secondClaim, claim_date: "2025-02-10" },
  ];
  return trueFalseZip(
    { slug, title: `Schedule ${slug}`, description: "E2E scheduled release." },
    claims,
    claims.map((c) => ({ claim_id: c.claim_id, label: "True" })),
    { dev: ["2025Q1"], test: [] },
  );
}

test("a maintainer schedules a release and visitors see it on the calendar", async ({ browser }) => {
  const page = await signedInPage(browser, demoMaintainer);
  await publishBundle(page, bundle("The tower is 300 m tall."));
  const draft = await page.request.post("/api/v1/bundles", {
    data: bundle("The tower is 310 m tall."),
    headers: { "content-type": "application/zip" },
  });
  expect(draft.status(), await draft.text()).toBe(200);

  const when = new Date(Date.now() + 10 * 86_400_000);
  const field = when.toISOString().slice(0, 16); // datetime-local, read as UTC
  const shown = `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  await page.goto(`/maintain/${slug}/publish`);
  await expect(page.getByTestId("draft-schedule")).toContainText("No publication is scheduled");
  await page.getByLabel("Date and time (UTC)").fill(field);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText(`r2 publishes at ${when.toISOString().slice(0, 16)}`)).toBeVisible();
  await expect(page.getByTestId("draft-schedule")).toContainText(`Scheduled: r2 publishes at ${shown}`);
  await shoot(page, "release-schedule-publish", { fits: true });

  const visitor = await browser.newPage();
  await visitor.goto(`/benchmarks/${slug}`);
  const calendar = visitor.getByRole("region", { name: "Release calendar" });
  await expect(calendar).toContainText("A new release is scheduled");
  await expect(calendar).toContainText(shown);
  await expect(calendar).toContainText("Release r1 published");
  await expect(calendar).not.toContainText("r2");
  await expect(visitor.getByText("310 m")).toHaveCount(0);
  await calendar.scrollIntoViewIfNeeded();
  await shoot(visitor, "release-schedule-calendar", { fits: true });
  await visitor.close();

  await page.getByRole("button", { name: "Cancel the schedule" }).click();
  await expect(page.getByTestId("draft-schedule")).toContainText("No publication is scheduled");
  await page.context().close();
});

test("a maintainer sets a test split's retirement date on the disclosure page and the calendar shows it", async ({
  browser,
}) => {
  const split = `${slug}-r`;
  const claims = [
    { claim_id: "A1", text: "The bridge opened in 1932.", claim_date: "2025-01-15" },
    { claim_id: "B1", text: "The dam was finished in 2024.", claim_date: "2025-05-03" },
  ];
  const page = await signedInPage(browser, demoMaintainer);
  await publishBundle(
    page,
    trueFalseZip(
      { slug: split, title: `Retire ${split}`, description: "E2E scheduled retirement." },
      claims,
      claims.map((c) => ({ claim_id: c.claim_id, label: "True" })),
      { dev: ["2025Q1"], test: ["2025Q2"] },
    ),
  );
  const when = new Date(Date.now() + 20 * 86_400_000);
  const shown = `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  await page.goto(`/maintain/${split}/disclosure`);
  const form = page.getByTestId("retire-at-2025Q2");
  await expect(form).toContainText("No retirement date set.");
  await form.getByLabel("Retire at (UTC)").fill(when.toISOString().slice(0, 16));
  await form.getByRole("button", { name: "Set the date" }).click();
  await expect(form).toContainText(`Retires at ${shown}.`);
  await shoot(page, "release-schedule-retire");

  await page.goto(`/benchmarks/${split}`);
  await expect(page.getByRole("region", { name: "Release calendar" })).toContainText(
    `${shown}Split 2025Q2 retires (labels public)`,
  );
  await page.goto(`/maintain/${split}/disclosure`);
  await page.getByTestId("retire-at-2025Q2").getByRole("button", { name: "Cancel the date" }).click();
  await expect(page.getByTestId("retire-at-2025Q2")).toContainText("No retirement date set.");
  await page.context().close();
});
