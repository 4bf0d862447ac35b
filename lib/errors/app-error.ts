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
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

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
