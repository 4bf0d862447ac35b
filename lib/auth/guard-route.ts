import "server-only";
import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/current-user";
import { isCrossSite } from "@/lib/auth/is-cross-site";
import { hasRole, type Role, type TokenScope } from "@/lib/security/roles";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { isBrowserNavigation } from "@/lib/server/api/is-browser-navigation";
import { handleApiError } from "@/lib/errors/handle-api-error";
import { checkQueryParams } from "@/lib/server/api/check-query-params";
import { authenticateToken } from "@/lib/server/tokens/authenticate-token";

/** The host of the public base URL, which browsers name in Origin behind a reverse proxy. */
const PUBLIC_HOST = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).host : undefined;

type Caller = { id: string; email: string; name: string; role: Role; via: "session" | "token" };

/**
 * `query`: the query parameters the route reads; any other is refused with a 400 that
 * names it (checkQueryParams). Left out, the route takes none. "any" only for routes
 * that answer the same whatever the query (the API's 404 catch-all).
 */
type QueryRule = { query?: readonly string[] | "any" } & BrowserRule;
type Access = ({ access: "public" } | { access: "user" | Role; scope: TokenScope }) & QueryRule;
type Params = Promise<Record<string, string | string[] | undefined>>;
/**
 * `browserPage`: for links people open in a browser (downloads). When a browser navigates
 * to the route and it fails with an AppError, this renders the HTML answer (why, and what to
 * do) instead of JSON; API clients still get JSON. `caller` is null when resolving it failed.
 */
type BrowserRule = {
  browserPage?: (ctx: {
    req: NextRequest;
    err: AppError;
    caller: Caller | null;
    params: Record<string, string | string[] | undefined>;
  }) => Promise<Response>;
};
type Handler<C> = (ctx: {
  req: NextRequest;
  caller: C;
  params: Record<string, string | string[] | undefined>;
}) => Promise<Response>;

async function resolveCaller(req: NextRequest, scope: TokenScope): Promise<Caller> {
  const header = req.headers.get("authorization");
  if (header !== null) {
    const caller = await authenticateToken(header);
    if (!caller.scopes.includes(scope))
      throw new AppError("FORBIDDEN", `This token lacks the '${scope}' scope`);
    return { id: caller.id, email: caller.email, name: caller.name, role: caller.role, via: "token" };
  }
  const user = await getCurrentUser();
  if (!user) throw new AppError("UNAUTHORIZED", "Sign in or send 'Authorization: Bearer <token>'");
  if (isCrossSite(req.method, req.headers, PUBLIC_HOST))
    throw new AppError(
      "FORBIDDEN",
      "Requests from another site cannot use your session; send 'Authorization: Bearer <token>'",
    );
  return { ...user, via: "session" };
}

/** Wraps a route handler so it states who may call it; all errors become JSON. */
export function guardRoute(
  access: { access: "public" } & QueryRule,
  handler: Handler<Caller | null>,
): (req: NextRequest, ctx: { params: Params }) => Promise<Response>;
export function guardRoute(
  access: { access: "user" | Role; scope: TokenScope } & QueryRule,
  handler: Handler<Caller>,
): (req: NextRequest, ctx: { params: Params }) => Promise<Response>;
export function guardRoute(rule: Access, handler: Handler<Caller> | Handler<Caller | null>) {
  return async (req: NextRequest, ctx: { params: Params }): Promise<Response> => {
    let params: Record<string, string | string[] | undefined> = {};
    let caller: Caller | null = null;
    try {
      params = (await ctx.params) ?? {};
      if (rule.access === "public") {
        checkQueryParams(req.url, rule.query ?? []);
        return await (handler as Handler<Caller | null>)({ req, caller: null, params });
      }
      caller = await resolveCaller(req, rule.scope);
      if (rule.access !== "user" && !hasRole(caller.role, rule.access))
        throw new AppError("FORBIDDEN", `This needs the ${rule.access} role`);
      checkQueryParams(req.url, rule.query ?? []);
      return await (handler as Handler<Caller>)({ req, caller, params });
    } catch (err) {
      if (rule.browserPage && isAppError(err) && isBrowserNavigation(req.headers)) {
        return rule.browserPage({ req, err, caller, params }).catch(() => handleApiError(err));
      }
      return handleApiError(err);
    }
  };
}
