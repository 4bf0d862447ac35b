// Runs the test S3 server in a process of its own, for callers that block their own event
// loop (the test runner waits for each suite with spawnSync): `tsx s3-server-process.ts <dir>`
// prints `{"endpoint": …}` once listening and runs until killed.
import { startS3TestServer } from "./s3-test-server";

const dir = process.argv[2];
if (!dir) throw new Error("usage: s3-server-process.ts <directory>");
const server = await startS3TestServer(dir);
process.stdout.write(`${JSON.stringify({ endpoint: server.endpoint })}\n`);
const stop = () => void server.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
