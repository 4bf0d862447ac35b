import "server-only";
import { forbidden, notFound } from "next/navigation";
import { isAppError } from "@/lib/errors/app-error";

/** For pages: a 404 AppError shows the not-found page, a 403 the forbidden page; anything else rethrows. */
export function throwPageError(err: unknown): never {
  if (isAppError(err) && err.status === 404) notFound();
  if (isAppError(err) && err.status === 403) forbidden();
  throw err;
}
