// The typed API client: openapi-fetch over the types generated from the checked-in OpenAPI
// document (src/api.d.ts), so a change in the API that breaks a call here fails `tsc`.
import createClient from "openapi-fetch";
import type { components, paths } from "./api";
import { LiveCheckError, type Issue } from "./errors";

export type Schemas = components["schemas"];
export type Api = ReturnType<typeof createClient<paths>>;

export function connect(host: string, token: string | null): Api {
  return createClient<paths>({
    baseUrl: `${host}/api/v1`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    redirect: "manual",
    fetch: (req) => guardedFetch(req, host),
  });
}

/** fetch whose connection failures and non-JSON answers (a wrong host) are one-line errors. */
export async function guardedFetch(
  req: Request | string,
  host: string,
  init?: RequestInit,
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(req, init);
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    throw new LiveCheckError(
      `Cannot reach ${host} (${cause}): is the server running? Set --host or LIVECHECK_HOST`,
    );
  }
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("text/html"))
    throw new LiveCheckError(
      `${host} answered with a web page, not the LiveCheck API: check --host or LIVECHECK_HOST`,
    );
  return res;
}

type ErrorBody = {
  error?: {
    code?: string;
    message?: string;
    resetAt?: string;
    issues?: Issue[];
    more?: number;
    fields?: Record<string, string>;
  };
};

/** The data of an openapi-fetch answer, or the server's error in words. */
export function unwrap<T>(
  answer: { data?: T; error?: unknown; response: Response },
  host: string,
  slug?: string,
): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  if (answer.response.status === 302 && answer.data !== undefined) return answer.data;
  throw errorOf(answer.response.status, answer.error as ErrorBody | undefined, host, slug);
}

export function errorOf(
  status: number,
  body: ErrorBody | undefined,
  host: string,
  slug?: string,
): LiveCheckError {
  const error = body?.error;
  if (!error?.message)
    return new LiveCheckError(
      `${host} answered HTTP ${status} without an error message: check --host`,
      1,
      null,
      status,
    );
  let message = error.message.replace(/\.$/, "");
  if (error.fields && Object.keys(error.fields).length)
    message += ` (${Object.entries(error.fields)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; ")})`;
  if (error.code === "UNAUTHORIZED")
    message = `The token was refused (${message}): create one under Account → API tokens, then run \`livecheck login\``;
  else if (error.code === "FORBIDDEN" && slug && /access/i.test(message))
    message += `: see \`livecheck access ${slug}\`, or ask with \`livecheck access ${slug} --request\``;
  else if (error.code === "RATE_LIMITED" && error.resetAt && !/reset/.test(message))
    message += `; it resets at ${error.resetAt}`;
  return new LiveCheckError(message, 1, error.code ?? null, status, error.issues ?? [], error.more ?? 0);
}
