import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";

export const GET = guardRoute({ access: "public" }, async ({ req, params }) => {
  const viewer = await getCurrentCallerOrNull(req);
  const { id: _id, ...benchmark } = await getBenchmark(viewer, String(params.slug));
  return NextResponse.json(benchmark);
});
