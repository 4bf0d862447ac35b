// The admin jobs page: lanes, a failure with its reason retried, a board refresh cancelled,
// the reason other jobs cannot be; a researcher is refused; both widths, axe clean.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoAdmin, demoResearcher } from "./fixtures/accounts";
import { axeViolations, pageAxeViolations } from "./fixtures/axe";
import { withDatabase } from "./fixtures/database";
import { shoot } from "./fixtures/screenshots";
import { signInThroughApi, signedInPage } from "./fixtures/sign-in";

test.describe.configure({ timeout: 120_000 });

const isSqlite = () => process.env.DATABASE_URL?.startsWith("file:") ?? true;
// SQLite stores Prisma DateTimes as ISO text; PostgreSQL takes timestamps.
const stamp = (d: Date) => (isSqlite() ? d.toISOString().replace("Z", "+00:00") : d);

/** A failed job of a kind no worker claims (so a retry leaves it queued) and a board refresh due tomorrow. */
async function insertJobs(): Promise<{ failed: string; refresh: string; scoring: string }> {
  const ids = {
    failed: `e2e-f-${randomUUID()}`,
    refresh: `e2e-r-${randomUUID()}`,
    scoring: `e2e-s-${randomUUID()}`,
  };
  const now = new Date();
  const tomorrow = new Date(now.getTime() + 86_400_000);
  const insert = `INSERT INTO "Job" ("id","kind","payloadJson","status","attempts","maxAttempts","runAt","lastError","startedAt","finishedAt","createdAt","updatedAt")
    VALUES ($1,$2,'{}',$3,$4,5,$5,$6,$7,$8,$9,$10)`;
  await withDatabase(async (exec) => {
    await exec(insert, [
      ids.failed,
      `e2e.${randomUUID().slice(0, 8)}`,
      "failed",
      1,
      stamp(now),
      "PermanentJobError: line 3: prediction must be a number",
      stamp(now),
      stamp(now),
      stamp(now),
      stamp(now),
    ]);
    await exec(insert, [
      ids.refresh,
      "refresh-boards",
      "queued",
      0,
      stamp(tomorrow),
      null,
      null,
      null,
      stamp(now),
      stamp(now),
    ]);
    await exec(insert, [
      ids.scoring,
      "score-submission",
      "queued",
      0,
      stamp(tomorrow),
      null,
      null,
      null,
      stamp(now),
      stamp(now),
    ]);
  });
  return ids;
}

test("an admin reads the queue, retries a failed job and cancels a board refresh", async ({ browser }) => {
  const ids = await insertJobs();
  try {
    const page = await signedInPage(browser, demoAdmin);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Jobs" }).click();
    await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
    for (const lane of ["default", "llm", "boards", "evaluations"])
      await expect(page.getByTestId("lanes").getByRole("cell", { name: lane, exact: true })).toBeVisible();
    await expect(
      page.getByTestId("failed-jobs").getByText("line 3: prediction must be a number (not retried)").first(),
    ).toBeVisible();
    await expect(
      page.getByText(/Cannot be cancelled: its submission would stay queued/).first(),
    ).toBeVisible();
    await shoot(page, "admin-jobs", { fits: true });
    expect(await pageAxeViolations(page)).toEqual([]);

    // A retried job leaves the failures for the waiting list; a cancelled one leaves the queue.
    await page
      .getByRole("button", { name: `Retry job ${ids.failed}` })
      .first()
      .click();
    await expect(page.getByTestId("waiting-jobs").getByText(ids.failed).first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Retry job ${ids.failed}` })).toHaveCount(0);
    await page
      .getByRole("button", { name: `Cancel job ${ids.refresh}` })
      .first()
      .click();
    await expect(page.getByRole("button", { name: `Cancel job ${ids.refresh}` })).toHaveCount(0);
    const rows = await withDatabase((exec) =>
      exec(`SELECT "id","status" FROM "Job" WHERE "id" IN ($1,$2) ORDER BY "id"`, [ids.failed, ids.refresh]),
    );
    expect(rows).toEqual([
      { id: ids.failed, status: "queued" },
      { id: ids.refresh, status: "cancelled" },
    ]);
    await shoot(page, "admin-jobs-after", { fits: true });
    await page.context().close();
  } finally {
    await withDatabase((exec) => exec(`DELETE FROM "Job" WHERE "id" IN ($1,$2,$3)`, Object.values(ids)));
  }
});

test("the jobs page passes axe at both widths and refuses a researcher", async ({
  browser,
  page,
  context,
}) => {
  for (const width of [1440, 390])
    expect(await axeViolations(browser, "/admin/jobs", { width, scheme: "light", as: demoAdmin })).toEqual(
      [],
    );
  await signInThroughApi(context, demoResearcher);
  const res = await page.goto("/admin/jobs");
  expect(res?.status()).toBe(403);
});

test("a participant sees the scoring queue on the submit page", async ({ page, context }) => {
  await signInThroughApi(context, demoResearcher);
  await page.goto("/submit");
  await expect(page.getByTestId("queue-wait")).toHaveText(
    /^Scoring queue: (No job|\d+ jobs?) ahead; (typical wait today ~\d+ (s|min|h)|no scoring job has started today)/,
  );
  await shoot(page, "submit-queue-wait", { fits: true });
});
