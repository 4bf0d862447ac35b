import { NextResponse } from "next/server";
import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { readJsonBody } from "@/lib/server/http/read-json-body";
import { requestAccess } from "@/lib/server/access/request-access";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { toAccessStatusDto } from "@/lib/server/access/to-access-status-dto";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** POST {answers: {...}} asks for access; answers the caller's status (201 when newly pending or approved). */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ req, caller, params }) => {
  const { slug } = paramsSchema.parse(params);
  await requestAccess(caller, slug, await readJsonBody(req, 100_000));
  return NextResponse.json(toAccessStatusDto(await getAccessStatus(caller, slug)), { status: 201 });
});
