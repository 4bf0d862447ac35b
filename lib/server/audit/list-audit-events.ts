import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import { AppError, parseInput } from "@/lib/errors/app-error";
import type { Actor } from "@/lib/vocabulary";

export const AUDIT_PAGE_SIZE = 50;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");
/** Filters of the audit log; empty strings mean "any". `to` is inclusive (the whole day, UTC). */
const auditQuerySchema = z.object({
  actor: z.string().trim().max(320).default(""),
  action: z.string().trim().max(100).default(""),
  benchmark: z.string().trim().max(200).default(""),
  from: z.union([z.literal(""), day]).default(""),
  to: z.union([z.literal(""), day]).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
type AuditQuery = z.infer<typeof auditQuerySchema>;

type AuditRow = {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  targetType: string;
  targetId: string;
  detail: string;
};

/**
 * The audit log for admins, newest first, filtered by actor (email, part of it), action
 * (exact, or a prefix ending in "." such as "access."), benchmark (slug: events on it or
 * naming it) and a date range.
 */
export async function listAuditEvents(
  actor: Actor,
  rawQuery: unknown,
): Promise<{ query: AuditQuery; rows: AuditRow[]; total: number }> {
  assertRole(actor, "admin");
  const q = parseInput(auditQuerySchema, rawQuery, "Check the filters");
  const benchmark = q.benchmark
    ? await db.benchmark.findUnique({ where: { slug: q.benchmark }, select: { id: true } })
    : null;
  if (q.benchmark && !benchmark)
    throw new AppError("BAD_REQUEST", "Check the filters", { benchmark: `No benchmark '${q.benchmark}'` });
  const where = {
    ...(q.actor ? { actor: { email: { contains: q.actor.toLowerCase() } } } : {}),
    ...(q.action ? { action: q.action.endsWith(".") ? { startsWith: q.action } : q.action } : {}),
    ...(benchmark
      ? {
          OR: [
            { targetId: benchmark.id },
            { detailJson: { contains: `"benchmark":${JSON.stringify(q.benchmark)}` } },
          ],
        }
      : {}),
    ...(q.from || q.to
      ? {
          createdAt: {
            ...(q.from ? { gte: new Date(`${q.from}T00:00:00Z`) } : {}),
            ...(q.to ? { lt: new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) } : {}),
          },
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.auditEvent.count({ where }),
    db.auditEvent.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        action: true,
        targetType: true,
        targetId: true,
        detailJson: true,
        actor: { select: { email: true } },
      },
    }),
  ]);
  return {
    query: q,
    total,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actor?.email ?? null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      detail: r.detailJson,
    })),
  };
}
