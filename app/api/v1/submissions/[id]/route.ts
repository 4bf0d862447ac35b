import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { getSubmission } from "@/lib/server/submissions/get-submission";

export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) =>
  NextResponse.json(await getSubmission(caller, String(params.id))),
);
