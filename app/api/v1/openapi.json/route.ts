import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { OPENAPI } from "@/lib/server/api/openapi";

export const GET = guardRoute({ access: "public" }, async () => NextResponse.json(OPENAPI));
