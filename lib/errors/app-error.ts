import type { z } from "zod";

/** What went wrong, as API callers read it in `error.code`; each has its HTTP status below. */
export const APP_ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_LARGE",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
type AppErrorCode = (typeof APP_ERROR_CODES)[number];

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The one error type for failures a user should see. `status` is the HTTP status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** Field-level problems, e.g. { email: "Enter a valid email address" }. */
  readonly fields?: Record<string, string>;

  /** Extra machine-readable facts for API callers, e.g. { resetAt } on a 429. */
  readonly details?: Record<string, unknown>;

  constructor(
    code: AppErrorCode,
    message: string,
    fields?: Record<string, string>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = STATUS[code];
    this.fields = fields;
    this.details = details;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/** First message per field, in the `{ field: message }` shape forms show. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** `input` parsed by `schema`, or a 400 AppError saying `message`, with the error of each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError("BAD_REQUEST", message, fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** For `.catch(nullIfNotFound)`: a 404 AppError becomes null, every other error passes on. */
export function nullIfNotFound(err: unknown): null {
  if (isAppError(err) && err.status === 404) return null;
  throw err;
}

/** Whether a database error is a unique-index violation (Prisma's P2002, on both engines). */
export function isUniqueViolation(err: unknown): boolean {
  return (
    typeof err === "object" && err !== null && "code" in err && (err as { code: unknown }).code === "P2002"
  );
}
