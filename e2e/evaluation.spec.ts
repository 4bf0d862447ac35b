// An evaluation run by LiveCheck, as a researcher meets it (issue 23): set an endpoint on a
// model (the fake OpenAI server this test starts; 127.0.0.1 is allow-listed for the test
// servers), test it, start an evaluation on a dev split, watch the progress move without a
// reload, read the score, and find the row marked as a verified run on the board. The model
// page's Evaluate section and the evaluation page fit 1440 and 390 px and pass axe.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startFakeOpenAi } from "../tests/support/fake-openai";
import { demoMaintainer } from "./fixtures/accounts";
import { pageAxeViolations } from "./fixtures/axe";
import { publishBundle, trueFalseZip } from "./fixtures/bundles";
import { registerModel } from "./fixtures/models";
import { shoot } from "./fixtures/screenshots";
import { signedInPage, signedUpPage } from "./fixtures/sign-in";
import { expectNoSidewaysScroll } from "./fixtures/sideways";

test.describe.configure({ timeout: 240_000 });

const slug = `e2e-eval-${randomUUID().slice(0, 8)}`;
const SPLIT = "2025Q1";
const ids = Array.from({ length: 12 }, (_, i) => `E${String(i).padStart(2, "0")}`);
const gold = ids.map((_, i) => (i % 3 === 0 ? "False" : "True"));
/** The fake model gets every claim right but E00 and E03: accuracy 10 of 12. */
const WRONG = new Set(["E00", "E03"]);

function verdictOf(prompt: string): string {
  const id = /Claim (E\d\d)/.exec(prompt)?.[1] ?? "";
  const right = gold[ids.indexOf(id)] ?? "True";
  const label = WRONG.has(id) ? (right === "True" ? "False" : "True") : right;
  return `Weighing the evidence, the verdict is [[${label}]].`;
}

test("a researcher has LiveCheck run their model's endpoint and finds the verified row on the board", async ({
  browser,
}) => {
  const fake = await startFakeOpenAi();
  fake.chatAnswerOf = verdictOf;
  try {
    const maintainer = await signedInPage(browser, demoMaintainer);
    await publishBundle(
      maintainer,
      trueFalseZip(
        { slug, title: `Evaluated ${slug}`, description: "E2E evaluation benchmark." },
        ids.map((id, i) => ({
          claim_id: id,
          text: `Claim ${id} about the harbour bridge.`,
          claim_date: `2025-02-${String(1 + i).padStart(2, "0")}`,
        })),
        ids.map((id, i) => ({ claim_id: id, label: gold[i]! })),
        { dev: [SPLIT], test: [] },
      ),
    );
    await maintainer.context().close();

    const { page } = await signedUpPage(browser, "evaluate");
    const model = `evaluated-${randomUUID().slice(0, 6)}`;
    await registerModel(page, model);
    await page.getByRole("link", { name: model }).first().click();
    await expect(page).toHaveURL(/\/models\/[^/]+$/);
    const modelUrl = page.url();

    const form = page.getByRole("form", { name: "Endpoint" });
    await form.getByLabel("Base URL").fill(fake.url);
    await form.getByLabel("Model name").fill("fake-chat-eval");
    await form.getByLabel("Prompt price (USD per million tokens)").fill("2");
    await form.getByLabel("Completion price (USD per million tokens)").fill("10");
    await form.getByRole("button", { name: "Set endpoint" }).click();
    await expect(page.getByText(`Saved the endpoint (fake-chat-eval at ${fake.url})`)).toBeVisible();
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByTestId("endpoint-test-result")).toContainText("The endpoint answered in");

    // The Evaluate section appears once the model has an endpoint.
    const evaluate = page.getByRole("region", { name: "Evaluate" });
    await evaluate.getByLabel("Split").selectOption(`${slug} ${SPLIT}`);
    await evaluate.getByLabel("Show the score on the public board once scored").check();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await evaluate.screenshot({ path: `e2e/screenshots/evaluate-section-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // The first four answers come at once; the rest wait until the test lets them through.
    fake.requests.length = 0;
    fake.calls.chat = 0;
    fake.holdChatAfter = 4;
    await evaluate.getByRole("button", { name: "Start evaluation" }).click();
    await expect(page).toHaveURL(/\/evaluations\/[^/]+$/);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await expect(page.getByTestId("evaluation-answered")).toHaveText("4 of 12 items", { timeout: 30_000 });
    await expect(page.getByTestId("evaluation-status")).toHaveText("running");
    await expect(page.getByRole("progressbar", { name: "Items answered" })).toHaveAttribute(
      "aria-valuenow",
      "4",
    );
    await shoot(page, "evaluation-running");
    await expectNoSidewaysScroll(page);
    expect(await pageAxeViolations(page)).toEqual([]);

    fake.releaseHeld();
    await expect(page.getByTestId("evaluation-status")).toHaveText("done: every item answered", {
      timeout: 60_000,
    });
    await expect(page.getByTestId("evaluation-answered")).toHaveText("12 of 12 items");
    // 12 answers of 100 prompt and 20 completion tokens at 2 and 10 USD per million.
    await expect(page.getByTestId("evaluation-cost")).toHaveText("$0.0048");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(fake.requests.filter((r) => r.endpoint === "chat")).toHaveLength(12);
    await shoot(page, "evaluation-done");
    await expectNoSidewaysScroll(page);
    expect(await pageAxeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "see the submission and its score" }).click();
    await expect(page.getByTestId("submission-status")).toHaveAttribute("data-status", "scored", {
      timeout: 60_000,
    });
    await expect(page.getByTestId("metric-accuracy").locator("td").nth(1)).toHaveText("83.3%");

    // The board marks the row as a verified run, and keeps it when filtered to verified runs.
    await page.goto(`/leaderboards/${slug}?verified=1`);
    const row = page.getByRole("row").filter({ hasText: model });
    await expect(row).toContainText("verified run");
    await shoot(page, "evaluation-board");
    // Below 640 px the rows are cards: the mark is on the card's folded line too.
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(page.getByTestId("leaderboard-card").filter({ hasText: model })).toContainText(
      "verified run",
    );
    await page.setViewportSize({ width: 1280, height: 720 });

    // The model page lists the run.
    await page.goto(modelUrl);
    await expect(page.getByRole("list", { name: "Evaluations of this model" })).toContainText(
      `${slug} ${SPLIT}`,
    );
  } finally {
    await fake.close();
  }
});
