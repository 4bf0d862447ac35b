// HTTP helpers for the API tests: a cookie jar, JSON requests, and next-auth sign-in.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { SESSION_COOKIE } from "@/lib/security/session-cookie";

/**
 * The app under test. Vitest overwrites process.env.BASE_URL with Vite's "/" in its
 * workers, so when that happened the value this process was started with is read back
 * from /proc (Linux). The health test checks that the server uses DATABASE_URL's engine.
 */
function baseUrl(): string {
  const isAbsolute = (v: string | undefined): v is string => /^https?:\/\//.test(v ?? "");
  if (isAbsolute(process.env.BASE_URL)) return process.env.BASE_URL;
  try {
    const initial = readFileSync("/proc/self/environ", "utf8")
      .split("\0")
      .find((l) => l.startsWith("BASE_URL="));
    const value = initial?.slice("BASE_URL=".length);
    if (isAbsolute(value)) return value;
  } catch {
    // not Linux: fall through to the default
  }
  return "http://localhost:3100";
}

export const BASE_URL = baseUrl();

/** Cookies by name, as a browser would keep them for one site (no paths or expiry). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores each Set-Cookie of `res`; a cookie set to an empty value or expired is dropped. */
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now()),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** A copy, e.g. to replay an old session after signing out. */
  clone(): CookieJar {
    const copy = new CookieJar();
    this.cookies.forEach((v, k) => copy.cookies.set(k, v));
    return copy;
  }
}

export type RequestOptions = {
  method?: string;
  jar?: CookieJar;
  token?: string;
  authorization?: string;
  json?: unknown;
  body?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Connect from this loopback address (e.g. "127.0.0.2"), so the server sees another client. */
  from?: string;
};

/** fetch cannot choose its source address; node:http can. Answers as a fetch Response. */
function sendFrom(
  localAddress: string,
  url: URL,
  init: { method: string; headers: Headers; body?: string },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    // An IPv4 source address needs an IPv4 destination: "localhost" may resolve to ::1.
    const target = new URL(url);
    if (target.hostname === "localhost") target.hostname = "127.0.0.1";
    const req = httpRequest(
      target,
      { method: init.method, headers: Object.fromEntries(init.headers), localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) headers.append(k, one);
          const status = res.statusCode ?? 500;
          resolve(
            new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }),
          );
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** A request to the app under test; redirects are returned, not followed. */
export async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers);
  if (opts.jar) headers.set("cookie", opts.jar.header());
  if (opts.token !== undefined) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.authorization !== undefined) headers.set("authorization", opts.authorization);
  let body: string | undefined = opts.body;
  if (opts.json !== undefined) body = JSON.stringify(opts.json);
  if (opts.form) body = new URLSearchParams(opts.form).toString();
  if (opts.json !== undefined || opts.body !== undefined) headers.set("content-type", "application/json");
  if (opts.form) headers.set("content-type", "application/x-www-form-urlencoded");
  const url = new URL(path, BASE_URL);
  const method = opts.method ?? "GET";
  const res = opts.from
    ? await sendFrom(opts.from, url, { method, headers, body })
    : await fetch(url, { method, headers, body, redirect: "manual" });
  opts.jar?.store(res);
  return res;
}

/** The body of a JSON response; fails when the response is not JSON. */
export async function jsonOf(res: Response): Promise<unknown> {
  expectJsonType(res);
  return res.json();
}

function expectJsonType(res: Response): void {
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json"))
    throw new Error(`expected JSON from ${res.url}, got ${res.status} ${type}`);
}

export { SESSION_COOKIE };

async function csrfToken(jar: CookieJar, from?: string): Promise<string> {
  const body = await jsonOf(await request("/api/auth/csrf", { jar, from }));
  if (
    typeof body !== "object" ||
    body === null ||
    !("csrfToken" in body) ||
    typeof body.csrfToken !== "string"
  ) {
    throw new Error(`no csrfToken in ${JSON.stringify(body)}`);
  }
  return body.csrfToken;
}

type SignInResult = { status: number; url: string; jar: CookieJar };

/**
 * Posts credentials to next-auth the way its client does (json=true), with a fresh jar
 * unless given one (a browser that signed in before holds its device cookie); `from` picks
 * the client address.
 */
export async function attemptSignIn(
  email: string,
  password: string,
  from?: string,
  headers?: Record<string, string>,
  jar: CookieJar = new CookieJar(),
): Promise<SignInResult> {
  const csrf = await csrfToken(jar, from);
  const res = await request("/api/auth/callback/credentials", {
    method: "POST",
    jar,
    from,
    headers,
    form: { csrfToken: csrf, email, password, json: "true" },
  });
  const body = await jsonOf(res);
  const url =
    typeof body === "object" && body !== null && "url" in body && typeof body.url === "string"
      ? body.url
      : "";
  return { status: res.status, url, jar };
}

/** Signs in and returns a jar holding the session cookie; throws when sign-in fails. */
export async function signIn(email: string, password: string): Promise<CookieJar> {
  const result = await attemptSignIn(email, password);
  if (result.status !== 200 || !result.jar.get(SESSION_COOKIE))
    throw new Error(`sign-in as ${email} failed: ${result.status} ${result.url}`);
  return result.jar;
}

/** Ends the session through next-auth's sign-out endpoint. */
export async function signOut(jar: CookieJar): Promise<Response> {
  const csrf = await csrfToken(jar);
  return request("/api/auth/signout", { method: "POST", jar, form: { csrfToken: csrf, json: "true" } });
}
