import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import { resultHeadlineColumn } from "@/lib/schemas/stored-columns";
import { EXACT_DISCLOSURE, discloseNumber, type DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import { isPostgres } from "@/lib/env";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import type { Actor } from "@/lib/vocabulary";

export const SETTINGS_PAGE_SIZE = 25;

/** `q` searches model name, organisation, submitter and description; `page` starts at 1. */
const settingsQuerySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/**
 * Settings and one page of the public scored submissions a maintainer can verify or hide,
 * newest first, with the total so the page can offer the others.
 */
export async function getLeaderboardSettings(actor: Actor, slug: string, rawQuery: unknown = {}) {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const { q, page } = settingsQuerySchema.parse(rawQuery);
  const b = await db.benchmark.findUniqueOrThrow({
    where: { id: benchmark.id },
    select: { title: true, representative: true, dailyQuota: true, track: true },
  });
  // SQLite's LIKE is already case-insensitive for ASCII; PostgreSQL needs to be told.
  const like = { contains: q, ...(isPostgres ? { mode: "insensitive" as const } : {}) };
  const where = {
    benchmarkId: benchmark.id,
    isPublic: true,
    status: "scored",
    ...(q
      ? {
          OR: [
            { model: { name: like } },
            { model: { organisation: like } },
            { user: { name: like } },
            { user: { email: like } },
            { description: like },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.submission.count({ where }),
    db.submission.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * SETTINGS_PAGE_SIZE,
      take: SETTINGS_PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        verifiedAt: true,
        hiddenAt: true,
        hiddenReason: true,
        regime: true,
        description: true,
        split: { select: { name: true } },
        model: { select: { id: true, name: true, organisation: true } },
        user: { select: { name: true } },
        scores: { orderBy: { createdAt: "desc" }, take: 1, select: { id: true, resultJson: true } },
      },
    }),
  ]);
  // The primary metric of the track, disclosed to a maintainer of the benchmark (checked by
  // getMaintainedBenchmark above): the exact policy, as everywhere for maintainers.
  const metric = b.track === "integrity" ? "mse" : "macro_f1";
  const policy: DisclosurePolicy = EXACT_DISCLOSURE;
  const scoreOf = (score: { id: string; resultJson: string } | undefined) => {
    if (!score) return null;
    const parsed = decodeJsonColumn(resultHeadlineColumn, score.resultJson, {
      table: "Score",
      id: score.id,
      column: "resultJson",
    });
    const value = parsed.metrics?.[metric];
    if (value === undefined || !Number.isFinite(value)) return null;
    return discloseNumber(policy, metric, value, parsed.n ?? 0);
  };
  return {
    slug,
    ...b,
    metric,
    q,
    page,
    pageSize: SETTINGS_PAGE_SIZE,
    total,
    submissions: rows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      isVerified: s.verifiedAt !== null,
      regime: s.regime,
      description: s.description,
      score: scoreOf(s.scores[0]),
      modelId: s.model.id,
      split: s.split.name,
      model: `${s.model.name} (${s.model.organisation})`,
      submitter: s.user.name,
      hidden: s.hiddenAt ? { at: s.hiddenAt.toISOString(), reason: s.hiddenReason ?? "" } : null,
    })),
  };
}
