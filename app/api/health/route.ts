import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { checkHealth } from "@/lib/server/health/check-health";

export const dynamic = "force-dynamic";

export const GET = guardRoute({ access: "public" }, async () => {
  const health = await checkHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503 });
});
