import { z } from "zod";
import { ACCESS_MODES, MODES, PERIODS, TRACKS } from "@/lib/vocabulary";

// What the API answers about benchmarks: parsed lists only (never the stored *Json columns),
// visible splits only, and gold labels only where they are public (dev or retired splits).

/** One row of GET /benchmarks; `claimCount` counts claims in splits the caller may see. */
const benchmarkSummaryDtoSchema = z.object({
  slug: z.string(),
  title: z.string(),
  track: z.enum(TRACKS),
  isDemo: z.boolean(),
  accessMode: z.enum(ACCESS_MODES),
  /** Set when an admin archived it: readable, but it takes no new submissions. */
  archivedAt: z.iso.datetime().nullable(),
  claimCount: z.number().int(),
});

export const benchmarkListDtoSchema = z.object({ benchmarks: z.array(benchmarkSummaryDtoSchema) });

const releaseFileSchema = z.object({
  name: z.string(),
  kind: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  /** Sealed splits whose claims the file holds: it is the maintainers' only until they are retired. */
  sealedSplits: z.array(z.string()),
});

/** GET /benchmarks/{slug}. Dates are ISO timestamps except `embargoUntil` (YYYY-MM-DD). */
export const benchmarkDtoSchema = z.object({
  slug: z.string(),
  title: z.string(),
  track: z.enum(TRACKS),
  /** How claims are cut into splits: "quarter" (`YYYYQn`) or "month" (`YYYY-MM`). */
  period: z.enum(PERIODS),
  description: z.string(),
  license: z.string(),
  citation: z.string(),
  isDemo: z.boolean(),
  accessMode: z.enum(ACCESS_MODES),
  /** Set when an admin archived it: readable, but it takes no new submissions. */
  archivedAt: z.iso.datetime().nullable(),
  /** Set when an admin unpublished it; only its maintainers and admins can then see it at all. */
  unpublishedAt: z.iso.datetime().nullable(),
  labels: z.array(z.string()),
  /** Days relative to the claim date (DOMAIN §3). */
  slices: z.array(z.number().int()),
  modes: z.array(z.enum(MODES)),
  /** Whether the caller maintains it (then unpublished releases are listed too). */
  canMaintain: z.boolean(),
  releases: z.array(
    z.object({
      version: z.string(),
      publishedAt: z.iso.datetime().nullable(),
      createdAt: z.iso.datetime(),
      files: z.array(releaseFileSchema),
    }),
  ),
  /** `kind` is dev (labels public) or test (labels hidden); `retiredAt`: a test split whose labels became public. */
  splits: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      embargoUntil: z.iso.date().nullable(),
      retiredAt: z.iso.datetime().nullable(),
      /** Sealed (and not retired): endpoint evaluations only; texts for its maintainers only. */
      sealed: z.boolean(),
      /** Sealed to the caller: its claim texts, evidence and files are withheld from them. */
      contentWithheld: z.boolean(),
      claimCount: z.number().int(),
    }),
  ),
  /** Gold label (or integrity bin) counts over public-label splits only. */
  devLabelCounts: z.record(z.string(), z.number().int()),
});

/** GET /benchmarks/{slug}/claims: one page of claims. `label` only on public dev splits, else null. */
export const claimPageDtoSchema = z.object({
  items: z.array(
    z.object({
      claimId: z.string(),
      text: z.string(),
      claimDate: z.string(),
      quarter: z.string(),
      language: z.string().nullable(),
      media: z.array(z.string()),
      context: z.string().nullable(),
      evidenceCount: z.number().int(),
      label: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  quarters: z.array(z.string()),
  languages: z.array(z.string()),
  /** Sealed splits whose claims are withheld from the caller (not in `items` or `total`). */
  sealedSplits: z.array(z.string()),
});

/** PATCH /admin/benchmarks/{slug}: the benchmark's status after the change (ISO timestamps, null when not). */
export const benchmarkStatusDtoSchema = z.object({
  slug: z.string(),
  archivedAt: z.iso.datetime().nullable(),
  unpublishedAt: z.iso.datetime().nullable(),
});
