import { rm } from "node:fs/promises";
import path from "node:path";
import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { makeTempDir } from "@/lib/files/temp-dirs";
import { saveRequestBody } from "@/lib/server/api/save-request-body";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
/** Largest archive accepted; its content is further limited by the extraction limits. */
const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

/**
 * POST a .zip or .tar.gz bundle as the raw request body (maintainers; write scope).
 * `?publish=1` publishes the release. Answers the import summary, or 400 with every
 * problem (file, line, field) and nothing written.
 */
export const POST = guardRoute(
  { access: "maintainer", scope: "write", query: ["publish"] },
  async ({ req, caller }) => {
    const dir = await makeTempDir("upload");
    try {
      const file = path.join(dir, "upload");
      await saveRequestBody(req, file, MAX_UPLOAD_BYTES);
      const publish = ["1", "true"].includes(req.nextUrl.searchParams.get("publish") ?? "");
      const summary = await importBundleFromPath(caller, file, { publish });
      return NextResponse.json(summary);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);
