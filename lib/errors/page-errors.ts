// How a page shows an AppError a service threw: the not-found or forbidden page, or a message.
import "server-only";
import { forbidden, notFound } from "next/navigation";
import { isAppError, type AppError } from "./app-error";

/** For pages: a 404 AppError shows the not-found page, a 403 the forbidden page; anything else rethrows. */
export function throwPageError(err: unknown): never {
  if (isAppError(err) && err.status === 404) notFound();
  if (isAppError(err) && err.status === 403) forbidden();
  throw err;
}

/**
 * For a page whose query the visitor's filters may refuse: the query's value, or the message
 * to show instead, written by `describe` from the AppError and its field errors listed as
 * "field message; …" ("" when it has none). Any other error is thrown on.
 */
export async function settleRefusal<T>(
  query: Promise<T>,
  describe: (err: AppError, fields: string) => string,
): Promise<{ value: T; error: null } | { value: null; error: string }> {
  try {
    return { value: await query, error: null };
  } catch (err) {
    if (!isAppError(err)) throw err;
    const fields = Object.entries(err.fields ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join("; ");
    return { value: null, error: describe(err, fields) };
  }
}
