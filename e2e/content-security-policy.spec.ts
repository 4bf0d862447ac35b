// Pages work under the nonce-based Content-Security-Policy (proxy.ts): the inline theme
// script runs before paint, React hydrates and navigates on the client, and the browser
// reports no blocked script, also on a page the micro-cache replays (its header is the
// one of the render it replays, so the nonces match).
import { expect, test, type Page } from "@playwright/test";

/** Every CSP complaint and uncaught error the page reports. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /content security policy|refused to (execute|load)/i.test(m.text()))
      problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

/** Opens `path` in a fresh dark-scheme context; checks the theme script ran and the client router works. */
async function expectWorkingPage(page: Page, path: string): Promise<string | null> {
  const problems = watchProblems(page);
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  expect(res?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
  await expect(page.locator("html")).toHaveClass(/dark/);
  // A client-side navigation keeps the window's state: React hydrated and its router runs.
  await page.evaluate(() => ((window as unknown as { livecheckMark: number }).livecheckMark = 1));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboards" }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  expect(await page.evaluate(() => (window as unknown as { livecheckMark?: number }).livecheckMark)).toBe(1);
  expect(problems).toEqual([]);
  return res?.headers()["x-page-cache"] ?? null;
}

test("pages run their scripts under the nonce policy, rendered or replayed from the page cache", async ({
  browser,
}) => {
  const open = async (path: string) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    try {
      return await expectWorkingPage(await context.newPage(), path);
    } finally {
      await context.close();
    }
  };
  for (const path of ["/signin", "/signup", "/benchmarks"]) await open(path);
  // One visitor's browser renders the home page for the cache; the next one gets the replay.
  const warm = await browser.newContext();
  await (await warm.newPage()).goto("/");
  await warm.close();
  expect(await open("/")).toBe("hit");
});
