// Browser tests against an app the test runner has already started (scripts/test/run-all.ts).
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/fixtures/chromium";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/fixtures/global-setup.ts",
  workers: 1,
  retries: 0,
  reporter: "list",
  fullyParallel: false,
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:3100",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
