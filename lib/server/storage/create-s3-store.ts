import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { makeTempDir } from "@/lib/files/temp-dirs";
import { checkStorageKey, type FileStore } from "./file-store";

type S3StoreOptions = {
  bucket: string;
  /** Key prefix, "" or ending in "/". */
  prefix: string;
  endpoint?: string;
  /** Endpoint the presigned URLs use, when clients reach the store at another address than the servers. */
  publicEndpoint?: string;
  region: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** 8 MiB parts, two in flight: memory per upload stays near 16 MiB whatever the file's size. */
const PART_BYTES = 8 * 1024 * 1024;

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) through the AWS SDK v3.
 * Uploads stream in parts; downloads are presigned GET URLs that the app hands out only
 * after its own access check.
 */
export function createS3Store(options: S3StoreOptions): FileStore {
  const forcePathStyle = options.forcePathStyle ?? options.endpoint !== undefined;
  const config = {
    region: options.region,
    forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  };
  const client = new S3Client({ ...config, ...(options.endpoint ? { endpoint: options.endpoint } : {}) });
  const signer = options.publicEndpoint
    ? new S3Client({ ...config, endpoint: options.publicEndpoint })
    : client;
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    if (path.isAbsolute(key))
      throw new Error(
        `'${key}' is a local path, not a key in the bucket: was this row written with a folder store?`,
      );
    return options.prefix + checkStorageKey(key);
  };

  async function get(key: string, range?: { start: number; end: number }) {
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: "s3",
    async putFile(key, localPath) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: createReadStream(localPath) },
        partSize: PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
    },
    async putBytes(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data }));
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { bytes: head.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async openRead(key, range) {
      return ((await get(key, range))?.Body as Readable | undefined) ?? null;
    },
    async readText(key) {
      const found = await get(key);
      return found?.Body ? found.Body.transformToString("utf-8") : null;
    },
    async withLocalCopy(key, read) {
      const found = await get(key);
      if (!found?.Body) return null;
      const dir = await makeTempDir("copy");
      try {
        const file = path.join(dir, path.basename(key));
        await pipeline(found.Body as Readable, createWriteStream(file));
        return await read(file);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async presignDownload(key, { fileName, seconds }) {
      const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
      // The UTF-8 form only when the name needs it (release files are ASCII): some S3-compatible
      // servers sign query values with encodeURIComponent, which leaves its "'" unencoded.
      const utf8 = ascii === fileName ? "" : `; filename*=UTF-8''${encodeURIComponent(fileName)}`;
      const command = new GetObjectCommand({
        Bucket,
        Key: keyOf(key),
        ResponseContentType: "application/octet-stream",
        ResponseContentDisposition: `attachment; filename="${ascii}"${utf8}`,
        ResponseCacheControl: "private, no-store",
      });
      return getSignedUrl(signer, command, { expiresIn: seconds });
    },
  };
}
