// Vitest globalSetup for the integration projects: each run starts on a fresh database
// and an empty store.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { resetDatabase } from "./databases";

export default async function setup(project: TestProject): Promise<void> {
  const url = project.config.env?.DATABASE_URL;
  if (typeof url !== "string") throw new Error("DATABASE_URL is not set for this test project");
  await resetDatabase(url);
  for (const dir of [project.config.env?.STORAGE_URL, project.config.env?.LIVECHECK_TEST_S3_DIR]) {
    if (typeof dir === "string" && !dir.includes("://")) rmSync(dir, { recursive: true, force: true });
  }
}
