import "server-only";
import { db } from "@/lib/db";
import { ACCESS_STATUSES } from "@/lib/schemas/access";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import type { VisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Actor } from "@/lib/vocabulary";

export type QueueRow = {
  id: string;
  status: string;
  user: { name: string; email: string };
  answers: Record<string, unknown>;
  reason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
};

export type AccessQueue = { benchmark: VisibleBenchmark; rows: QueueRow[]; counts: Record<string, number> };

const PAGE = 500;

/** A maintainer's queue for one benchmark, oldest pending first; `status` "all" lists every state. */
export async function listAccessQueue(
  actor: Actor,
  slug: string,
  status: (typeof ACCESS_STATUSES)[number] | "all",
): Promise<AccessQueue> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const [rows, grouped] = await Promise.all([
    db.accessRequest.findMany({
      where: status === "all" ? { benchmarkId: benchmark.id } : { benchmarkId: benchmark.id, status },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: PAGE,
      select: {
        id: true,
        status: true,
        answersJson: true,
        reason: true,
        createdAt: true,
        decidedAt: true,
        user: { select: { name: true, email: true } },
        decidedBy: { select: { name: true } },
      },
    }),
    db.accessRequest.groupBy({
      by: ["status"],
      where: { benchmarkId: benchmark.id },
      _count: { _all: true },
    }),
  ]);
  const counts = Object.fromEntries(
    ACCESS_STATUSES.map((s) => [s, grouped.find((g) => g.status === s)?._count._all ?? 0]),
  );
  return {
    benchmark,
    counts,
    rows: rows.map((r) => ({
      id: r.id,
      status: r.status,
      user: r.user,
      answers: parseAnswers(r.answersJson),
      reason: r.reason,
      requestedAt: r.createdAt,
      decidedAt: r.decidedAt,
      decidedBy: r.decidedBy?.name ?? null,
    })),
  };
}

function parseAnswers(json: string): Record<string, unknown> {
  const value: unknown = JSON.parse(json);
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
