import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";

/**
 * Answers `value` as JSON after passing it through its DTO schema, so a key the DTO does not
 * name never leaves the server. A value that breaks its DTO is our bug: it is thrown as a
 * plain Error (a 500 from handleApiError), never as a ZodError, which would read as the
 * caller's 400.
 */
export function respondDto(schema: z.ZodType, value: unknown, init?: ResponseInit): NextResponse {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Response does not match its DTO:\n${z.prettifyError(parsed.error)}`);
  return NextResponse.json(parsed.data, init);
}
