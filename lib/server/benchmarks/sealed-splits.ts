import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { BenchmarkStanding } from "./visibility";

/**
 * Sealed splits (DOMAIN "Sealed splits"): a hidden test split a maintainer sealed keeps its
 * claim texts, evidence and files from everyone but the benchmark's maintainers (admins
 * maintain every benchmark) until it is retired; access grants do not open it, and it takes
 * endpoint evaluations only. Retiring it opens everything. Every reader of claim content
 * asks these helpers, so the rule is written once.
 */

/** The Split columns the sealed rule reads. */
export const SEALED_SPLIT_SELECT = { sealed: true, retiredAt: true } as const;

type SealColumns = { sealed: boolean; retiredAt: Date | string | null };

/** Sealed and not retired: its content is for maintainers only, and it takes no uploads. */
export function isSealedSplit(split: SealColumns): boolean {
  return split.sealed && split.retiredAt === null;
}

/** Whether this viewer is kept out of the split's claim texts, evidence and files. */
export function isSealedFor(split: SealColumns, benchmark: Pick<BenchmarkStanding, "canMaintain">): boolean {
  return isSealedSplit(split) && !benchmark.canMaintain;
}

/** What a reader kept out is told: what sealed means and how to take part. */
function sealedMessage(slug: string, split: string): string {
  return (
    `Split ${split} of '${slug}' is sealed: its claims, evidence and files are shown to the ` +
    `benchmark's maintainers only until the split is retired. ${HOW_TO_TAKE_PART}`
  );
}

const HOW_TO_TAKE_PART =
  "To take part, register your model's endpoint on your model's page and start an evaluation: " +
  "LiveCheck sends the claims to the endpoint and scores its answers.";

/** The refusal of a file upload to a sealed split (browser and API alike). */
export function sealedUploadError(slug: string, split: string): AppError {
  return new AppError(
    "CONFLICT",
    `Split ${split} of '${slug}' is sealed: it takes no uploaded prediction files, only evaluations ` +
      `run by LiveCheck on a model's endpoint. ${HOW_TO_TAKE_PART}`,
    { split: "sealed: endpoint evaluations only" },
  );
}

/** Refuses reading a sealed split's content (templates, claim lists filtered to it). */
export function sealedReadError(slug: string, split: string): AppError {
  return new AppError("FORBIDDEN", sealedMessage(slug, split));
}

/** A release file kind that holds claim texts of every split its bundle carried (DOMAIN §7). */
const CLAIM_FILE_KINDS = new Set(["claims"]);

type SealedSplitRow = { name: string; releaseCreatedAt: Date };

/**
 * A benchmark's sealed, unretired splits with their release's creation time, as a viewer who
 * does not maintain it must be kept from them (none for maintainers). A split the viewer may
 * not see yet (embargoed, unpublished) is still withheld but not named.
 */
export async function listSealedSplits(
  benchmark: Pick<BenchmarkStanding, "id" | "canMaintain">,
  now = new Date(),
): Promise<SealedSplitRow[]> {
  if (benchmark.canMaintain) return [];
  const rows = await db.split.findMany({
    where: { benchmarkId: benchmark.id, sealed: true, retiredAt: null },
    orderBy: { name: "asc" },
    select: { name: true, embargoUntil: true, release: { select: { createdAt: true, publishedAt: true } } },
  });
  return rows.map((r) => ({
    name:
      r.release.publishedAt !== null && (r.embargoUntil === null || r.embargoUntil <= now)
        ? r.name
        : "(a split not public yet)",
    releaseCreatedAt: r.release.createdAt,
  }));
}

/**
 * Which of the sealed splits a release file may hold the claims of. A release's `claims.jsonl`
 * carries every split its bundle had, and bundles carry earlier splits on, so a split's
 * claims may be in its own release's file and in any later one's.
 */
export function sealedSplitsInFile(
  sealed: readonly SealedSplitRow[],
  file: { kind: string; releaseCreatedAt: Date },
): string[] {
  if (!CLAIM_FILE_KINDS.has(file.kind)) return [];
  const names = sealed.filter((s) => s.releaseCreatedAt <= file.releaseCreatedAt).map((s) => s.name);
  return [...new Set(names)];
}

/** The refusal of a release file that holds a sealed split's claims. */
export function sealedFileError(slug: string, fileName: string, splits: string[]): AppError {
  return new AppError(
    "FORBIDDEN",
    `${fileName} holds the claims of sealed split ${splits.join(", ")} of '${slug}': it can be ` +
      `downloaded by the benchmark's maintainers only until the split is retired. ${HOW_TO_TAKE_PART}`,
  );
}
