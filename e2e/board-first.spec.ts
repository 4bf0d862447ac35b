// The board first (issue 27): the table's first rows on the first screen at 1440×900 and high
// at 390 px, a participant's own rows highlighted with a "my row" link, a submission page's
// anchor on the board, copy buttons for the ids people need, the badge and its embed snippet.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { seedBoard } from "./fixtures/seed-board";
import { signUpNewAccount } from "./fixtures/accounts";
import { withDatabase } from "./fixtures/database";

const SLUG = `first-e2e-${Date.now()}`;
const board = `/leaderboards/${SLUG}`;
let modelIds: Record<string, string> = {};

test.beforeAll(() => {
  modelIds = seedBoard(SLUG);
});

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });

/** A new participant who owns the seeded model "Veteran" (as if they had submitted it). */
async function owner(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const account = await signUpNewAccount(page, "myrow");
  await withDatabase(async (exec) => {
    const [user] = (await exec(`SELECT "id" FROM "User" WHERE "email" = $1`, [account.email])) as {
      id: string;
    }[];
    await exec(`UPDATE "ModelEntry" SET "ownerId" = $1 WHERE "id" = $2`, [user!.id, modelIds["Veteran"]]);
  });
  return page;
}

test("the first rows are on the first screen: at 1440×900 without scrolling, at 390 px high up", async ({
  browser,
}) => {
  const wide = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await wide.goto(board);
  const rows = wide.getByTestId("leaderboard-row");
  await expect(rows.nth(2)).toBeVisible();
  const third = (await rows.nth(2).boundingBox())!;
  expect(third.y + third.height).toBeLessThanOrEqual(900);
  await shoot(wide, "board-first-1440");
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(board);
  const card = (await phone.getByTestId("leaderboard-card").first().boundingBox())!;
  expect(card.y + card.height).toBeLessThanOrEqual(844);
  await shoot(phone, "board-first-390");
  await wide.close();
  await phone.close();
});

test("a participant's own rows are highlighted, and “Jump to my row” brings them into view", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await owner(context);
  await page.goto(board);
  const mine = page.locator('[data-testid="leaderboard-row"][data-mine]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute("data-model", "Veteran");
  await expect(mine).toContainText("my row");
  await page.getByRole("link", { name: "Jump to my row" }).click();
  await expect(page).toHaveURL(new RegExp(`#model-${modelIds["Veteran"]}$`));
  await expect(mine).toBeInViewport();
  // A visitor sees no "my row".
  const visitor = await browser.newPage();
  await visitor.goto(board);
  await expect(visitor.locator("[data-mine]")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Jump to my row" })).toHaveCount(0);
  await visitor.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(board);
  const card = page.locator('[data-testid="leaderboard-card"][data-mine]');
  await expect(card).toContainText("my row");
  await page.getByRole("link", { name: "Jump to my row" }).click();
  await expect(card).toBeInViewport();
  await shoot(page, "board-my-row-390");
  await context.close();
});

test("a submission page's board link lands with the model's row in view", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  const id = modelIds["Veteran"]!;
  await page.goto(`${board}?splits=2025Q1#model-${id}`);
  await expect(page.locator(`[id="model-${id}"]`)).toBeInViewport();
});

test("copy buttons for the model id, and the badge with its Markdown and HTML snippets", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await owner(context);
  const id = modelIds["Veteran"]!;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await page.goto(`/models/${id}`);
  await expect(page.getByTestId("model-id")).toContainText(id);
  await page.getByRole("button", { name: "Copy model id" }).click();
  await expect(page.getByRole("button", { name: "Copied model id" })).toBeVisible();
  expect(await clipboard()).toBe(id);

  await page.goto(`${board}/models/${id}`);
  await expect(page.getByTestId("model-id")).toContainText(id);
  const embed = page.getByTestId("badge-embed");
  await expect(embed).toBeVisible();
  const image = `/api/v1/badges/${SLUG}/${id}`;
  await expect(page.getByTestId("badge-markdown")).toContainText(
    new RegExp(
      `^\\[!\\[Veteran on the .+\\]\\(http.+${image}\\)\\]\\(http.+/leaderboards/${SLUG}/models/${id}\\)`,
    ),
  );
  await expect(page.getByTestId("badge-html")).toContainText(`<img src="`);
  await page.getByRole("button", { name: "Copy badge Markdown" }).click();
  expect(await clipboard()).toContain(image);
  // The badge itself is compact: under 300 px wide.
  const badge = page.getByTestId("badge-image");
  await expect(badge).toBeVisible();
  await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThan(300);

  // The Submit page: the model id, the curl and client commands for the choice, and what "public" means.
  await page.goto(`/submit?benchmark=${SLUG}&model=${id}`);
  await expect(page.getByTestId("submit-model-id")).toContainText(id);
  await expect(page.getByText("Unticked, the submission is private")).toBeVisible();
  await page.getByText("The same upload from a terminal").click();
  await expect(page.getByTestId("submit-curl")).toContainText(`-F benchmark=${SLUG}`);
  await expect(page.getByTestId("submit-curl")).toContainText(`-F modelId=${id}`);
  await expect(page.getByTestId("submit-client")).toContainText(
    `livecheck submit ${SLUG} predictions.jsonl --model ${id}`,
  );
  await page.getByRole("button", { name: "Copy curl command" }).click();
  expect(await clipboard()).toContain(`/api/v1/submissions`);
  await shoot(page, "submit-commands-1440");
  await context.close();
});
