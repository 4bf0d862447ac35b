// A model's endpoint on its page (issue 23, first slice): the owner sets it, sees the key only
// as its hint, tests the connection against a fake endpoint (127.0.0.1 is allow-listed for
// the test servers) and sees the answer, then an error; the form fits 1440 and 390 px.
import { expect, test } from "@playwright/test";
import { startFakeOpenAi } from "../tests/support/fake-openai";
import { registerModel } from "./fixtures/models";
import { signUpNewAccount } from "./fixtures/accounts";
import { expectNoSidewaysScroll } from "./fixtures/sideways";

test.describe.configure({ timeout: 120_000 });

const API_KEY = "sk-e2e-canary-0123456789abcdefTAIL";

test("the owner sets an endpoint, sees only the key's hint, and tests the connection", async ({ page }) => {
  const fake = await startFakeOpenAi();
  try {
    await signUpNewAccount(page, "endpoint");
    const name = `served-e2e-${Date.now()}`;
    await registerModel(page, name);
    await page.getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { name: "Endpoint", exact: true })).toBeVisible();

    const form = page.getByRole("form", { name: "Endpoint" });
    await form.getByLabel("Base URL").fill(fake.url);
    await form.getByLabel("Model name").fill("fake-chat-e2e");
    await form.getByLabel("API key").fill(API_KEY);
    await form.getByLabel("Seed (optional)").fill("11");
    await form.getByRole("button", { name: "Set endpoint" }).click();
    await expect(page.getByText(`Saved the endpoint (fake-chat-e2e at ${fake.url})`)).toBeVisible();
    // The form keeps the saved settings and clears the key field.
    await expect(form.getByLabel("Base URL")).toHaveValue(fake.url);
    await expect(form.getByLabel("API key")).toHaveValue("");
    await expect(form.getByText("Stored: ••••TAIL. Leave blank to keep it.")).toBeVisible();

    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByTestId("endpoint-test-result")).toContainText("The endpoint answered in");
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${API_KEY}`);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `e2e/screenshots/model-endpoint-${width}.png`, fullPage: true });
    }

    fake.chatScript.push("http401");
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByTestId("endpoint-test-result")).toHaveText(
      "The test failed: the endpoint answered HTTP 401 (Unauthorized)",
    );

    // A reload shows the stored settings, and the key nowhere in the page or its payload.
    await page.reload();
    await expect(page.getByRole("form", { name: "Endpoint" }).getByLabel("Seed (optional)")).toHaveValue(
      "11",
    );
    expect(await page.content()).not.toContain(API_KEY);
  } finally {
    await fake.close();
  }
});
