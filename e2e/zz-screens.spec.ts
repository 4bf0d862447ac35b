// Scratch (not committed): screenshots of changed pages at 1440 and 390 px.
import { test } from "@playwright/test";
import { newAccount, signUpThroughForm } from "./fixtures/accounts";
import { signInThroughApi } from "./fixtures/sign-in";
import { DEMO_ACCOUNTS } from "../scripts/setup/demo-accounts";

const pages = (process.env.SHOT_PAGES ?? "").split(",").filter(Boolean);

test("screens", async ({ browser }) => {
  test.setTimeout(600_000);
  const account = newAccount("shots");
  const p0 = await browser.newPage();
  await signUpThroughForm(p0, account);
  await p0.close();
  for (const width of [1440, 390]) {
    for (const entry of pages) {
      const [who, path, name] = entry.split("|");
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      if (who === "new") await signInThroughApi(context, account);
      else if (who !== "anon")
        await signInThroughApi(
          context,
          DEMO_ACCOUNTS.find((a) => a.role === who)!,
        );
      const page = await context.newPage();
      await page.goto(path!);
      if (path!.startsWith("/submit")) {
        await page.getByLabel("Benchmark").selectOption("demo-livefact");
        await page.getByLabel("Split").selectOption("2026Q1");
      }
      await page.screenshot({ path: `.scratch/shots/${name}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
});
