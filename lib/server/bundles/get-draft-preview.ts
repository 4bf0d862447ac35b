import "server-only";
import { db } from "@/lib/db";
import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import type { BundleChanges } from "./describe-bundle-changes";
import { buildReleaseFiles } from "./build-release-files";
import { describeBundleChanges } from "./describe-bundle-changes";
import { findDraftRelease } from "./find-draft-release";
import { readDraftBundle } from "./read-draft-bundle";
import type { Actor } from "@/lib/vocabulary";

/** What publishing a draft release will make public; for the benchmark's maintainers and admins. */
export type DraftPreview = {
  slug: string;
  version: string;
  uploadedAt: string;
  /** When its publication is scheduled (ISO), or null. */
  publishAt: string | null;
  /** The benchmark card as it will read (benchmark.json of the bundle). */
  card: Pick<BenchmarkMeta, "title" | "track" | "description" | "license" | "citation"> & {
    labels: string[];
  };
  accessMode: string;
  changes: BundleChanges;
  /** Files that will be downloadable (to users with access on gated benchmarks), with sizes in bytes. */
  files: { name: string; bytes: number }[];
};

/** The benchmark's draft release as its Publish page previews it, or null when none waits. */
export async function getDraftPreview(actor: Actor, slug: string): Promise<DraftPreview | null> {
  const draft = await findDraftRelease(actor, slug);
  if (!draft) return null;
  const bundle = await readDraftBundle(draft);
  return {
    slug,
    version: draft.version,
    uploadedAt: draft.createdAt.toISOString(),
    publishAt: draft.publishAt?.toISOString() ?? null,
    card: {
      title: bundle.meta.title,
      track: bundle.meta.track,
      description: bundle.meta.description,
      license: bundle.meta.license,
      citation: bundle.meta.citation,
      labels: bundle.meta.labels ?? [],
    },
    accessMode: draft.benchmark.accessMode,
    changes: await describeBundleChanges(db, draft.benchmark.id, bundle),
    files: buildReleaseFiles(bundle).map((f) => ({ name: f.name, bytes: f.data.length })),
  };
}
