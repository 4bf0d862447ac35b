import { rm } from "node:fs/promises";
import path from "node:path";
import { guardRoute } from "@/lib/auth/guard-route";
import { makeTempDir } from "@/lib/files/temp-dirs";
import { saveRequestBody } from "@/lib/server/api/save-request-body";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { respondDto } from "@/lib/server/api/respond-dto";
import { importSummaryDtoSchema } from "@/lib/schemas/dto/bundle";
/** Largest archive accepted; its content is further limited by the extraction limits. */
const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

/**
 * POST a .zip or .tar.gz bundle as the raw request body (maintainers; write scope). Without
 * `?publish=1` it becomes a draft release that nothing public shows until a maintainer
 * publishes it (`POST /benchmarks/{slug}/releases/{version}/publish`, or the Publish page).
 * Answers the import summary with what changes, or 400 with every problem (file, line,
 * field) and nothing written.
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
      return respondDto(importSummaryDtoSchema, summary);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);
