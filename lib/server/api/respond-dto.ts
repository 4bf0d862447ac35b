import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";

/**
 * Answers `value` as JSON after passing it through its DTO schema, so a key the DTO does not
 * name never leaves the server. A value that breaks its DTO is our bug: it is thrown as a
 * plain Error (a 500 from handleApiError), never as a ZodError, which would read as the
 * caller's 400. `value` is typed as the DTO's input, so a server answer that drifts from its
 * DTO fails the type check before it fails a request.
 */
export function respondDto<S extends z.ZodType>(
  schema: S,
  value: z.input<S>,
  init?: ResponseInit,
): NextResponse {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Response does not match its DTO:\n${z.prettifyError(parsed.error)}`);
  return NextResponse.json(parsed.data, init);
}
