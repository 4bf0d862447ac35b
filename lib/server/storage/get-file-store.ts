import "server-only";
import { env } from "@/lib/env";
import { createFolderStore } from "./create-folder-store";
import { createS3Store } from "./create-s3-store";
import type { FileStore } from "./file-store";
import { parseStorageUrl } from "./parse-storage-url";
import { processSingleton } from "@/lib/process-singleton";

/** The store STORAGE_URL names (one per process). */
export function getFileStore(): FileStore {
  return processSingleton("livecheckFileStore", createFileStore);
}

function createFileStore(): FileStore {
  const location = parseStorageUrl(env.storageUrl);
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return location.kind === "folder"
    ? createFolderStore(location.root)
    : createS3Store({
        bucket: location.bucket,
        prefix: location.prefix,
        region: env.S3_REGION,
        ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
        ...(env.S3_PUBLIC_ENDPOINT ? { publicEndpoint: env.S3_PUBLIC_ENDPOINT } : {}),
        ...(env.S3_FORCE_PATH_STYLE !== undefined ? { forcePathStyle: env.S3_FORCE_PATH_STYLE } : {}),
        ...(credentials ? { credentials } : {}),
      });
}
