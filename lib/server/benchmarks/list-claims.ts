import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { claimsQuerySchema } from "@/lib/schemas/claims-query";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { getBenchmark } from "./get-benchmark";
import type { Viewer } from "./visibility";
import { decodeJsonColumn } from "@/lib/db-columns";
import { evidenceListColumn, stringListColumn } from "@/lib/schemas/stored-columns";
import { CLAIM_CONTENT_SELECT } from "@/lib/server/bundles/claim-rows";
import { sealedReadError } from "./sealed-splits";

type ClaimListItem = {
  claimId: string;
  text: string;
  claimDate: string;
  quarter: string;
  language: string | null;
  media: string[];
  context: string | null;
  evidenceCount: number;
  /** Only for claims in public dev splits; null everywhere else. */
  label: string | null;
};

export type ClaimPage = {
  items: ClaimListItem[];
  total: number;
  page: number;
  pageSize: number;
  quarters: string[];
  languages: string[];
  /** Sealed splits whose claims are withheld from this viewer: not in `items` or `total`. */
  sealedSplits: string[];
};

/**
 * One page of a benchmark's claims in the splits the viewer may see. Text search is a
 * case-insensitive substring match. Labels are read only for public dev splits, so a
 * hidden or embargoed label can never be returned. A sealed split's claims are left out for
 * all but the maintainers (sealed-splits.ts); asking for that split alone is refused.
 */
export async function listClaims(viewer: Viewer, slug: string, rawQuery: unknown): Promise<ClaimPage> {
  const q = parseInput(claimsQuerySchema, rawQuery, "Check the filters");
  const benchmark = await getBenchmark(viewer, slug);
  // Gated benchmarks share claim texts and evidence only with users who have access.
  if (!benchmark.hasContentAccess) {
    const where = `/benchmarks/${slug}/access`;
    throw viewer
      ? new AppError(
          "FORBIDDEN",
          `The claims of '${slug}' are shared with approved users only: request access at ${where}`,
        )
      : new AppError(
          "UNAUTHORIZED",
          `The claims of '${slug}' are shared with approved users only: sign in and request access at ${where}`,
        );
  }
  const sealedSplits = benchmark.splits.filter((s) => s.contentWithheld).map((s) => s.name);
  if (q.quarter && sealedSplits.includes(q.quarter)) throw sealedReadError(slug, q.quarter);
  const visible = benchmark.splits.filter((s) => !s.contentWithheld);
  // Public-label splits: dev without a running embargo, and retired test splits (lib/disclosure).
  const devNames = new Set(
    visible
      .filter(
        (s) =>
          !isHiddenSplit({
            kind: s.kind,
            embargoUntil: s.embargoUntil ? new Date(s.embargoUntil) : null,
            retiredAt: s.retiredAt ? new Date(s.retiredAt) : null,
          }),
      )
      .map((s) => s.name),
  );
  if (q.quarter && !benchmark.splits.some((s) => s.name === q.quarter))
    throw new AppError("NOT_FOUND", `No visible split ${q.quarter} in '${slug}'`);
  if (q.label && !benchmark.labels.some((l) => l.toLowerCase() === q.label?.toLowerCase())) {
    throw new AppError("BAD_REQUEST", "Check the filters", {
      label: `must be one of ${benchmark.labels.join(", ") || "(no labels on this track)"}`,
    });
  }
  const splitNames = q.quarter ? [q.quarter] : visible.map((s) => s.name);
  const labelSplits = q.label ? splitNames.filter((n) => devNames.has(n)) : splitNames;
  const where = {
    benchmarkId: benchmark.id,
    split: { name: { in: labelSplits } },
    ...(q.q
      ? {
          text: {
            contains: q.q,
            ...(process.env.DATABASE_URL?.startsWith("postgres") ? { mode: "insensitive" as const } : {}),
          },
        }
      : {}),
    ...(q.language ? { language: q.language } : {}),
    ...(q.media === "text"
      ? { mediaJson: "[]" }
      : q.media
        ? { mediaJson: { contains: `"${q.media}"` } }
        : {}),
    ...(q.label
      ? {
          labels: {
            some: { label: benchmark.labels.find((l) => l.toLowerCase() === q.label?.toLowerCase()) },
          },
        }
      : {}),
  };
  const [total, rows, languages] = await Promise.all([
    db.claim.count({ where }),
    db.claim.findMany({
      where,
      orderBy: [{ claimDate: "desc" }, { externalId: "asc" }],
      skip: (q.page - 1) * q.pageSize,
      take: q.pageSize,
      select: {
        id: true,
        externalId: true,
        ...CLAIM_CONTENT_SELECT,
        split: { select: { name: true } },
      },
    }),
    db.claim.findMany({
      where: { benchmarkId: benchmark.id, split: { name: { in: splitNames } } },
      distinct: ["language"],
      select: { language: true },
    }),
  ]);
  const labels = await devLabelsOf(rows.filter((r) => devNames.has(r.split.name)).map((r) => r.id));
  return {
    items: rows.map((r) => ({
      claimId: r.externalId,
      text: r.text,
      claimDate: r.claimDate.toISOString().slice(0, 10),
      quarter: r.split.name,
      language: r.language,
      media: decodeJsonColumn(stringListColumn, r.mediaJson, {
        table: "Claim",
        id: r.id,
        column: "mediaJson",
      }),
      context: r.context,
      evidenceCount: decodeJsonColumn(evidenceListColumn, r.evidenceJson, {
        table: "Claim",
        id: r.id,
        column: "evidenceJson",
      }).length,
      label: labels.get(r.id) ?? null,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
    quarters: benchmark.splits.map((s) => s.name),
    languages: languages
      .map((l) => l.language)
      .filter((l): l is string => l !== null)
      .sort(),
    sealedSplits,
  };
}

/** Current gold labels of claims that are known to be in public dev splits. */
async function devLabelsOf(claimIds: string[]): Promise<Map<string, string>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db.claimLabel.findMany({
    where: { claimId: { in: claimIds } },
    select: { claimId: true, label: true, integrity: true, labelVersion: { select: { version: true } } },
    orderBy: { labelVersion: { version: "asc" } },
  });
  const out = new Map<string, string>();
  for (const r of rows) out.set(r.claimId, r.label ?? (r.integrity === null ? "" : r.integrity.toFixed(2)));
  return out;
}
