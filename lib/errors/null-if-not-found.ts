import { isAppError } from "./app-error";

/** For `.catch(nullIfNotFound)`: a 404 AppError becomes null, every other error passes on. */
export function nullIfNotFound(err: unknown): null {
  if (isAppError(err) && err.status === 404) return null;
  throw err;
}
