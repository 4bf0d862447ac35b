import "server-only";
import { db } from "@/lib/db";
import { ACCESS_STATUSES } from "@/lib/schemas/access";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import type { VisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { AccessRequestStatus, Actor } from "@/lib/vocabulary";
import type { Answers } from "@/lib/schemas/access";
import { decodeEnumColumn, decodeJsonColumn } from "@/lib/db-columns";
import { accessAnswersColumn } from "@/lib/schemas/stored-columns";

type QueueRow = {
  id: string;
  status: AccessRequestStatus;
  user: { name: string; email: string };
  answers: Answers;
  reason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
};

type AccessQueue = { benchmark: VisibleBenchmark; rows: QueueRow[]; counts: Record<string, number> };

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
      status: decodeEnumColumn(ACCESS_STATUSES, r.status, {
        table: "AccessRequest",
        id: r.id,
        column: "status",
      }),
      user: r.user,
      answers: decodeJsonColumn(accessAnswersColumn, r.answersJson, {
        table: "AccessRequest",
        id: r.id,
        column: "answersJson",
      }),
      reason: r.reason,
      requestedAt: r.createdAt,
      decidedAt: r.decidedAt,
      decidedBy: r.decidedBy?.name ?? null,
    })),
  };
}
