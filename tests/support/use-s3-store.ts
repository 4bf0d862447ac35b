// Vitest setup file for the PostgreSQL integration project: the same tests as on SQLite,
// but with files in an S3 bucket (a local S3-protocol server) instead of a folder. It runs
// before each test file imports anything, so lib/env sees the S3 settings.
import { afterAll } from "vitest";
import { startS3TestServer } from "./s3-test-server";

const dir = process.env.LIVECHECK_TEST_S3_DIR;
if (!dir) throw new Error("LIVECHECK_TEST_S3_DIR is not set for this test project");
const server = await startS3TestServer(dir);
Object.assign(process.env, server.env(process.env.LIVECHECK_TEST_S3_PREFIX ?? "integration"));
afterAll(() => server.close());
