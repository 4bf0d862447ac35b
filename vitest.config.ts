import { defineConfig } from "vitest/config";
import path from "node:path";
import { testPgUrl } from "./tests/support/test-pg-url";

const root = import.meta.dirname;

/**
 * The fake OpenAI-compatible servers of the tests listen on 127.0.0.1 and are named in
 * metrics as addresses a maintainer typed: the outbound guard lets them through only when
 * allow-listed (tests of the guard itself empty the list where they need to).
 */
const ENDPOINT_ALLOWLIST = "127.0.0.1";

/** Shared by every project: the `@/` alias, and `server-only` as an empty module. */
const shared = {
  resolve: {
    alias: {
      "@": root,
      // server-only throws outside React Server Components; tests run plain Node.
      "server-only": path.resolve(root, "tests/support/empty.ts"),
    },
  },
};

export default defineConfig({
  ...shared,
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["lib/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration-sqlite",
          include: ["tests/integration/**/*.test.ts"],
          env: {
            DATABASE_URL: "file:./data/test/integration.db",
            STORAGE_URL: "./data/test/files-sqlite",
            ENDPOINT_ALLOWLIST,
          },
          globalSetup: ["tests/support/reset-database.ts"],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-postgres",
          include: ["tests/integration/**/*.test.ts"],
          // The same tests with files in an S3 bucket: a local S3-protocol server per test file.
          env: {
            DATABASE_URL: testPgUrl("integration"),
            LIVECHECK_TEST_S3_DIR: "./data/test/s3-postgres",
            ENDPOINT_ALLOWLIST,
          },
          globalSetup: ["tests/support/reset-database.ts"],
          setupFiles: ["tests/support/use-s3-store.ts"],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Two app servers and two workers on PostgreSQL and an S3 store (needs the built app).
        test: {
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          env: {
            DATABASE_URL: testPgUrl("cluster"),
            LIVECHECK_TEST_S3_DIR: "./data/test/s3-cluster",
            LIVECHECK_TEST_S3_PREFIX: "cluster",
          },
          globalSetup: ["tests/support/reset-database.ts"],
          setupFiles: ["tests/support/use-s3-store.ts"],
          fileParallelism: false,
          testTimeout: 900_000,
        },
      },
      {
        extends: true,
        // Vite sets BASE_URL to "/" in workers unless the project passes it on explicitly.
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          fileParallelism: false,
          env: { BASE_URL: process.env.BASE_URL ?? "http://localhost:3100" },
        },
      },
    ],
  },
});
