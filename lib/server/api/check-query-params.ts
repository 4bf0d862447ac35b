import { AppError } from "@/lib/errors/app-error";

/** Next.js adds `_rsc` to requests sent with an `RSC` header (a cache key); it asks nothing. */
const NEXT_CACHE_BUSTER = "_rsc";

/**
 * Refuses query parameters an endpoint does not know, instead of ignoring them: a typo
 * such as `?split=2025Q4` (for `splits`) would otherwise answer something the caller did
 * not ask for. `accepted` lists the names the endpoint reads; "any" skips the check.
 */
export function checkQueryParams(url: string | URL, accepted: readonly string[] | "any"): void {
  if (accepted === "any") return;
  const names = [...new Set(new URL(url).searchParams.keys())];
  const unknown = names.filter((name) => !accepted.includes(name) && name !== NEXT_CACHE_BUSTER);
  if (unknown.length === 0) return;
  const quoted = unknown.map((name) => `'${name}'`).join(", ");
  const known =
    accepted.length === 0 ? "this endpoint takes no query parameters" : `it accepts ${accepted.join(", ")}`;
  throw new AppError(
    "BAD_REQUEST",
    `Unknown query parameter${unknown.length > 1 ? "s" : ""} ${quoted}: ${known}`,
    Object.fromEntries(unknown.map((name) => [name, "unknown query parameter"])),
  );
}
