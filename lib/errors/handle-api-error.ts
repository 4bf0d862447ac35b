import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError } from "@/lib/errors/app-error";

/** Turns any thrown value into a JSON error response; internals never leak. */
export function handleApiError(err: unknown): NextResponse {
  if (err instanceof AppError) {
    return NextResponse.json(
      {
        error: {
          code: err.code,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
          ...err.details,
        },
      },
      { status: err.status },
    );
  }
  if (err instanceof ZodError) {
    const fields = Object.fromEntries(err.issues.map((i) => [i.path.join(".") || "body", i.message]));
    return NextResponse.json(
      { error: { code: "BAD_REQUEST", message: "Invalid request", fields } },
      { status: 400 },
    );
  }
  console.error("[api] unexpected error", err);
  return NextResponse.json(
    { error: { code: "INTERNAL", message: "Something went wrong on our side" } },
    { status: 500 },
  );
}
