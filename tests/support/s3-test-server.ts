// A local S3-protocol server (the s3rver package) for tests and benches: the S3 store is
// tested against the same protocol AWS S3, MinIO and R2 speak, with no network.
import { mkdirSync } from "node:fs";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

const TEST_BUCKET = "livecheck-test";
/** s3rver's fixed credentials. */
const KEY = "S3RVER";

type S3TestServer = {
  endpoint: string;
  /** The variables that point LiveCheck at this server, under `prefix` in the bucket. */
  env: (prefix: string) => Record<string, string>;
  close: () => Promise<void>;
};

function variables(endpoint: string) {
  return (prefix: string): Record<string, string> => ({
    STORAGE_URL: `s3://${TEST_BUCKET}/${prefix}`,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: "true",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  });
}

/** Starts a server on a free port on 127.0.0.1 in this process, keeping its objects in `directory`. */
export async function startS3TestServer(directory: string): Promise<S3TestServer> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.resolve(directory),
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, env: variables(endpoint), close: () => server.close() };
}
