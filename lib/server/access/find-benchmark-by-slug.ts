import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { publicBenchmarkWhere, type Viewer } from "@/lib/server/benchmarks/visibility";
import { ACCESS_MODES, parseRequestFields, type AccessMode, type RequestField } from "@/lib/schemas/access";

export type AccessBenchmark = {
  id: string;
  slug: string;
  title: string;
  accessMode: AccessMode;
  terms: string;
  fields: RequestField[];
  hiddenSubmitNeedsApproval: boolean;
  contactEmail: string;
};

const isAccessMode = (m: string): m is AccessMode => (ACCESS_MODES as readonly string[]).includes(m);

/**
 * A benchmark's access settings, if the viewer may see it (lib/server/benchmarks/visibility.ts:
 * public once a release is published; always for its maintainers); 404 otherwise, the same
 * as an unknown slug. An unknown mode is treated as manual so a bad row never opens a dataset.
 */
export async function findBenchmarkBySlug(viewer: Viewer, slug: string): Promise<AccessBenchmark> {
  const b = await db.benchmark.findFirst({
    where: { slug, ...publicBenchmarkWhere(viewer) },
    select: {
      id: true,
      slug: true,
      title: true,
      accessMode: true,
      terms: true,
      requestFieldsJson: true,
      hiddenSubmitNeedsApproval: true,
      contactEmail: true,
    },
  });
  if (!b) throw new AppError("NOT_FOUND", `No benchmark '${slug}'`);
  const { requestFieldsJson, accessMode, ...rest } = b;
  return {
    ...rest,
    accessMode: isAccessMode(accessMode) ? accessMode : "manual",
    fields: parseRequestFields(requestFieldsJson),
  };
}
