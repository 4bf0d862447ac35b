import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";

export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller }) =>
  NextResponse.json({ id: caller.id, name: caller.name, role: caller.role }),
);
