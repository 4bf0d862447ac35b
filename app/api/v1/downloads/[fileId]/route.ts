import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import type { AppError } from "@/lib/errors/app-error";
import { findLinkCaller } from "@/lib/auth/find-link-caller";
import { openSignedDownload } from "@/lib/server/downloads/open-signed-download";
import { renderDownloadProblem } from "@/lib/server/downloads/render-download-problem";
import { findFileBenchmarkSlug } from "@/lib/server/downloads/find-file-benchmark-slug";

const paramsSchema = z.object({ fileId: z.string().min(1).max(60) });

/**
 * Follows a signed download link. Public at the guard because the signature is the
 * credential (tools like wget carry no cookie); a caller who does identify themselves must
 * be the link's user. Access is re-checked now, and the download is logged with its bytes.
 * With an S3 store the answer is a 302 to the store's presigned URL for the file. A `Range`
 * header (`bytes=N-`, a client resuming a cut download) gets a 206 with that part.
 * A browser that cannot use the link (expired, revoked access) gets an HTML page instead of JSON.
 */
const browserPage = async ({
  req,
  err,
  params,
}: {
  req: Request;
  err: AppError;
  params: Record<string, unknown>;
}) => {
  const caller = await findLinkCaller(req).catch(() => null);
  const fileId = paramsSchema.safeParse(params);
  const slug = fileId.success ? await findFileBenchmarkSlug(caller, fileId.data.fileId) : null;
  return renderDownloadProblem(err, caller, slug);
};

export const GET = guardRoute(
  { access: "public", query: ["u", "exp", "sig"], browserPage },
  async ({ req, params }) => {
    const { fileId } = paramsSchema.parse(params);
    const q = new URL(req.url).searchParams;
    const caller = await findLinkCaller(req);
    const { file, delivery } = await openSignedDownload(
      fileId,
      { u: q.get("u"), exp: q.get("exp"), sig: q.get("sig") },
      caller,
      req.headers.get("range"),
    );
    // An object store serves the bytes itself, through a short-lived presigned URL.
    if (delivery.kind === "redirect") {
      return new Response(null, {
        status: 302,
        headers: {
          location: delivery.url,
          "cache-control": "private, no-store",
          "x-checksum-sha256": file.sha256,
        },
      });
    }
    if (delivery.kind === "unsatisfiable") {
      return new Response(null, {
        status: 416,
        headers: { "content-range": `bytes */${delivery.bytes}`, "accept-ranges": "bytes" },
      });
    }
    const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
    const { range } = delivery;
    return new Response(delivery.stream, {
      status: range ? 206 : 200,
      headers: {
        "content-type": "application/octet-stream",
        "content-length": String(range ? range.end - range.start + 1 : delivery.bytes),
        ...(range ? { "content-range": `bytes ${range.start}-${range.end}/${delivery.bytes}` } : {}),
        "accept-ranges": "bytes",
        "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "x-checksum-sha256": file.sha256,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
