import { NextResponse } from "next/server";
import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { requestAccess } from "@/lib/server/access/request-access";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { toAccessStatusDto } from "@/lib/server/access/to-access-status-dto";
import { listAccessQueue } from "@/lib/server/access/list-access-queue";
import { accessQueueQuerySchema } from "@/lib/schemas/access";
import { accessQueueDtoSchema } from "@/lib/schemas/dto/access";
import { respondDto } from "@/lib/server/api/respond-dto";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** POST {answers: {...}} asks for access; answers the caller's status (201 when newly pending or approved). */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller, params }) => {
  const { slug } = paramsSchema.parse(params);
  await requestAccess(caller, slug, await readJsonBody(req, 100_000));
  return NextResponse.json(toAccessStatusDto(await getAccessStatus(caller, slug)), { status: 201 });
});

/**
 * GET the maintainers' queue (read scope, maintainers of this benchmark and admins):
 * `?status=` pending (default), approved, rejected, revoked or all; oldest first, at most
 * 500 (`truncated` says when there are more), with each requester's answers and the counts.
 */
export const GET = guardRoute(
  { access: "maintainer", scope: "read", query: ["status"] },
  async ({ req, caller, params }) => {
    const { slug } = paramsSchema.parse(params);
    const { status } = accessQueueQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
    const queue = await listAccessQueue(caller, slug, status);
    const total =
      status === "all" ? Object.values(queue.counts).reduce((a, b) => a + b, 0) : (queue.counts[status] ?? 0);
    return respondDto(accessQueueDtoSchema, {
      benchmark: slug,
      status,
      counts: queue.counts,
      truncated: queue.rows.length < total,
      requests: queue.rows.map((r) => ({
        ...r,
        requestedAt: r.requestedAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
      })),
    });
  },
);
