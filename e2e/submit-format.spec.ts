// Issue 11, submitting: the Submit page teaches the format (fields, labels, slices, variants,
// example lines from the benchmark, templates per split); one file for several dev splits
// becomes one submission per split; every problem of a file is reported in one pass; the
// claim page shows a dev claim, its label and the owner's own predictions on it.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { registerModel } from "./fixtures/models";
import { signedUpPage } from "./fixtures/sign-in";
import { withDatabase } from "./fixtures/database";

const VERITAS = "demo-veritas"; // integrity track; 2020Q1, 2021Q1 … are public dev splits
const LIVEFACT = "demo-livefact"; // verdict track, sliced, with shifted copies; 2025Q4 is dev

/**
 * demo-veritas is a manual-access benchmark: the researcher's request is approved here in the
 * database (the request-and-approve path has its own spec, e2e/access.spec.ts).
 */
async function approveOnVeritas(email: string): Promise<void> {
  const now = process.env.DATABASE_URL?.startsWith("file:")
    ? new Date().toISOString().replace("Z", "+00:00")
    : new Date();
  await withDatabase(async (exec) => {
    const [user] = (await exec(`SELECT "id" FROM "User" WHERE "email" = $1`, [email])) as { id: string }[];
    const [bench] = (await exec(`SELECT "id" FROM "Benchmark" WHERE "slug" = $1`, [VERITAS])) as {
      id: string;
    }[];
    if (!user || !bench) throw new Error(`no user ${email} or no ${VERITAS}`);
    await exec(
      `INSERT INTO "AccessRequest" ("id","benchmarkId","userId","status","createdAt","updatedAt") VALUES ($1,$2,$3,'approved',$4,$5)`,
      [randomUUID(), bench.id, user.id, now, now],
    );
  });
}

/** A new researcher with access to demo-veritas and a model `fmt-…` registered; their page and the model. */
async function researcherWithModel(browser: Browser): Promise<{ page: Page; model: string }> {
  const model = `fmt-${randomUUID().slice(0, 8)}`;
  const { page, account } = await signedUpPage(browser, "format");
  await approveOnVeritas(account.email);
  await registerModel(page, model);
  return { page, model };
}

async function downloadText(page: Page, linkName: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

async function upload(page: Page, file: { name: string; content: string }): Promise<void> {
  await page.getByLabel("Prediction file").setInputFiles({
    name: file.name,
    mimeType: "application/octet-stream",
    buffer: Buffer.from(file.content),
  });
  await page.getByRole("button", { name: "Upload and score" }).click();
}

test("the Submit page teaches the format, its templates fill into one file for two dev splits, and that file becomes two scored submissions", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { page, model } = await researcherWithModel(browser);
  await page.goto("/submit");

  // A verdict benchmark: label set, slices and the shifted variant, example lines from its dev split.
  await page.getByLabel("Benchmark").selectOption(LIVEFACT);
  const guide = page.getByTestId("format-guide");
  await expect(guide.getByTestId("format-labels")).toHaveText("Real, Fake, Ambiguous");
  await expect(guide.getByTestId("format-slices")).toContainText("one line for each of -3, 0, 3");
  await expect(guide.getByTestId("format-variants")).toContainText("shifted");
  await page.getByLabel("Split").selectOption("2025Q4");
  await expect(guide).toContainText("Example lines from split 2025Q4");
  const livefactExamples = (await guide.getByTestId("format-examples").innerText()).split("\n");
  expect(livefactExamples).toHaveLength(3);
  expect(livefactExamples[1]).toMatch(/^\{"claim_id":"[^"]+","slice":0,"raw_output":".*\[\[Fake\]\]"\}$/);

  // An integrity benchmark: a score, no slices; templates for every split, never a label.
  await page.getByLabel("Benchmark").selectOption(VERITAS);
  await expect(page.getByLabel("Split")).toHaveValue("all");
  await expect(guide).toContainText("your integrity score, a number from -1 to 1");
  await expect(guide.getByTestId("format-slices")).toContainText("not used on this benchmark");
  await expect(guide.getByTestId("format-examples")).toContainText('"score":0.5');
  const jsonl = await downloadText(page, "2020Q1 template (JSONL)");
  expect(jsonl.name).toBe(`${VERITAS}-2020Q1-template.jsonl`);
  const q1 = jsonl.text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(q1.length).toBeGreaterThan(5);
  expect(q1.every((row) => Object.keys(row).join(",") === "claim_id,score" && row["score"] === null)).toBe(
    true,
  );
  const csv = await downloadText(page, "2021Q1 template (CSV)");
  const csvRows = csv.text.trim().split("\r\n");
  expect(csvRows[0]).toBe("claim_id,score");
  expect(csvRows.slice(1).every((row) => /^[^,]+,$/.test(row))).toBe(true);

  // Filled in and joined: one file with every claim of both dev splits.
  const lines = [
    ...q1.map((row) => JSON.stringify({ ...row, score: 0 })),
    ...csvRows.slice(1).map((row) => JSON.stringify({ claim_id: row.slice(0, -1), score: 0 })),
  ];
  await page.getByLabel("Model", { exact: true }).selectOption({ label: model });
  await upload(page, { name: "two-dev-splits.jsonl", content: lines.join("\n") + "\n" });
  await expect(page).toHaveURL(/\/submissions\?created=2$/, { timeout: 30_000 });
  await expect(page.getByText("Your file covered 2 splits")).toBeVisible();
  const history = page.getByTestId("submission-history");
  await expect(history).toContainText("2020Q1");
  await expect(history).toContainText("2021Q1");

  // The claim page of a 2020Q1 claim: text, evidence, dev split, its label, and my prediction once scored.
  await page.goto(`/benchmarks/${VERITAS}/claims?quarter=2020Q1`);
  const firstClaim = page.locator("main li a[href*='/claims/']").first();
  const claimId = (await firstClaim.innerText()).trim();
  expect(q1.map((row) => row["claim_id"])).toContain(claimId);
  await firstClaim.click();
  await expect(page.getByRole("heading", { name: `Claim ${claimId}` })).toBeVisible();
  await expect(page.getByTestId("claim-split")).toContainText("Split 2020Q1, dev split (labels public)");
  await expect(page.getByTestId("claim-text")).not.toBeEmpty();
  await expect(page.getByTestId("claim-label")).toContainText("integrity");
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("claim-predictions")).toContainText(model, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId("claim-predictions")).toContainText("0.00");
});

test("a broken file gets every problem in one pass, and a claim of another split is named, never unknown", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, model } = await researcherWithModel(browser);
  const claimsOf = async (quarter: string) => {
    const res = await page.request.get(`/api/v1/benchmarks/${VERITAS}/claims?quarter=${quarter}&pageSize=5`);
    const body = (await res.json()) as { items: { claimId: string }[]; total: number };
    return { ids: body.items.map((c) => c.claimId), total: body.total };
  };
  const [q1, q2] = [await claimsOf("2020Q1"), await claimsOf("2021Q1")];
  const [a, b] = [q1.ids, q2.ids];
  await page.goto("/submit");
  await page.getByLabel("Benchmark").selectOption(VERITAS);
  await page.getByLabel("Model", { exact: true }).selectOption({ label: model });

  const broken = [
    JSON.stringify({ claim_id: a[0], score: 0.5 }),
    `{"claim_id": "${a[1]}", "score": `,
    JSON.stringify({ claim_id: a[2], score: "high" }),
    JSON.stringify({ claim_id: "no-such-claim", score: 0 }),
    JSON.stringify({ claim_id: a[0], score: 0.1 }),
  ];
  await upload(page, { name: "broken.jsonl", content: broken.join("\n") + "\n" });
  const issues = page.getByTestId("upload-issues");
  await expect(issues).toContainText("broken.jsonl:2 (claim " + a[1] + "): malformed JSON");
  await expect(issues).toContainText("broken.jsonl:3 score");
  await expect(issues).toContainText("broken.jsonl:4 claim_id (claim no-such-claim): unknown claim id");
  await expect(issues).toContainText("broken.jsonl:5 (claim " + a[0] + "): duplicate prediction");
  await expect(issues).toContainText("missing prediction");
  // Two line problems, one unknown id, one duplicate, and every 2020Q1 claim but the first without a valid line.
  const total = 4 + q1.total - 1;
  await expect(page.getByText(`The file has ${total} problems; nothing was queued`)).toBeVisible();
  if (total > 100)
    await expect(page.getByTestId("upload-issues-more")).toHaveText(`… and ${total - 100} more`);
  // Sorted by line, and the missing claims grouped into one entry with their count and the way out;
  // the claims of lines 2 and 3 (which failed) are not listed again as missing.
  const groups = page.getByTestId("issue-group");
  await expect(groups).toHaveCount(5);
  for (const [i, line] of [2, 3, 4, 5].entries())
    await expect(groups.nth(i)).toContainText(`broken.jsonl:${line}`);
  const missingShown = Math.min(total, 100) - 4 - 2;
  await expect(groups.nth(4)).toContainText(
    `${missingShown} claims have no prediction (missing prediction): add a line for each, or tick “Count missing predictions as wrong”`,
  );
  await expect(groups.nth(4)).not.toContainText(`(claim ${a[1]})`);
  await expect(groups.nth(4)).not.toContainText(`(claim ${a[2]})`);
  await expect(page.getByTestId("upload-issues-folded")).toContainText("2 claims whose line is listed above");

  // One split chosen, claims of two: one message naming both splits and their line counts.
  await page.getByLabel("Split").selectOption("2020Q1");
  const mixed = [
    ...a.map((id) => JSON.stringify({ claim_id: id, score: 0 })),
    ...b.slice(0, 2).map((id) => JSON.stringify({ claim_id: id, score: 0 })),
  ];
  await upload(page, { name: "mixed.jsonl", content: mixed.join("\n") + "\n" });
  await expect(page.getByTestId("issue-group")).toHaveCount(1);
  await expect(issues).toContainText(
    `the file holds claims of split 2020Q1 and of one other split: 2020Q1 (${a.length} lines), 2021Q1 (2 lines)`,
  );
  await expect(issues).not.toContainText("unknown");
  await expect(page).toHaveURL(/\/submit$/);

  // demo-veritas is gated: a visitor opening one of its claim pages gets the access card, not the claim.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/benchmarks/${VERITAS}/claims/${encodeURIComponent(a[0]!)}`);
  await expect(visitor.getByTestId("access-gate")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Sign in to request access" })).toBeVisible();
  await expect(visitor.getByTestId("claim-text")).toHaveCount(0);
  await visitor.context().close();
});

test("the Submit page and a claim page read well at 1440 px and 390 px", async ({ browser }) => {
  const { page } = await researcherWithModel(browser);
  const res = await page.request.get(`/api/v1/benchmarks/${LIVEFACT}/claims?quarter=2025Q4&pageSize=1`);
  const claimId = ((await res.json()) as { items: { claimId: string }[] }).items[0]!.claimId;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/submit");
    await page.getByLabel("Benchmark").selectOption(LIVEFACT);
    await expect(page.getByTestId("format-examples")).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/submit-format-${width}.png`, fullPage: true });
    await page.goto(`/benchmarks/${LIVEFACT}/claims/${encodeURIComponent(claimId)}`);
    await expect(page.getByTestId("claim-evidence")).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/claim-page-${width}.png`, fullPage: true });
  }
});
