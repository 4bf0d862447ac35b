import type { Actor } from "@/lib/vocabulary";
import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { downloadLinkDtoSchema } from "@/lib/schemas/dto/download";
import type { AppError } from "@/lib/errors/app-error";
import { getReleaseFileForDownload } from "@/lib/server/downloads/get-release-file-for-download";
import { downloadLinkUrl, signDownloadLink } from "@/lib/server/downloads/download-link";
import { renderDownloadProblem } from "@/lib/server/downloads/render-download-problem";

const paramsSchema = z.object({ slug: z.string().min(1).max(200), name: z.string().min(1).max(300) });
const querySchema = z.object({ release: z.string().min(1).max(100).optional() });

/**
 * GET a release file: checks access, then 302 to a download link signed for this user and
 * file, valid for 60 s. `?release=<version>` picks a release; the default is the newest.
 * Sign-in is required even for open benchmarks, so every download says who made it.
 * A browser that may not download gets an HTML page saying why and what to do.
 */
const browserPage = async ({
  req,
  err,
  caller,
  params,
}: {
  req: Request;
  err: AppError;
  caller: Actor | null;
  params: Record<string, unknown>;
}) => {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return renderDownloadProblem(err, caller, null);
  const release = querySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  const version = release.success ? release.data.release : undefined;
  return renderDownloadProblem(err, caller, parsed.data.slug, {
    name: parsed.data.name,
    ...(version !== undefined ? { version } : {}),
  });
};

export const GET = guardRoute(
  { access: "user", scope: "read", query: ["release"], browserPage },
  async ({ req, caller, params }) => {
    const { slug, name } = paramsSchema.parse(params);
    const { release } = querySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
    const file = await getReleaseFileForDownload(caller, {
      slug,
      name,
      ...(release !== undefined ? { version: release } : {}),
    });
    const link = signDownloadLink(file.id, caller.id);
    const location = downloadLinkUrl(link, req.url);
    return respondDto(
      downloadLinkDtoSchema,
      {
        url: location.toString(),
        expiresAt: new Date(link.exp * 1000).toISOString(),
        name: file.name,
        bytes: file.bytes,
        sha256: file.sha256,
      },
      { status: 302, headers: { location: location.toString(), "cache-control": "no-store" } },
    );
  },
);
