import { request as httpRequest } from "node:http";
import type { CookieJar } from "../api/support/http";

/**
 * One request on a connection of its own (node:http, no keep-alive): a pooled connection the
 * server has just closed as idle would fail a POST with EPIPE, which is the client's race and
 * not what this test is about. Redirects are returned, not followed.
 */
export async function http(
  base: string,
  pathname: string,
  opts: {
    method?: string;
    token?: string;
    jar?: CookieJar;
    body?: Uint8Array | string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers["authorization"] = `Bearer ${opts.token}`;
  if (opts.jar) headers["cookie"] = opts.jar.header();
  if (opts.body !== undefined) headers["content-length"] = String(Buffer.byteLength(opts.body));
  const url = new URL(pathname, base);
  const res = await new Promise<Response>((resolve, reject) => {
    const req = httpRequest(url, { method: opts.method ?? "GET", headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (c: Buffer) => chunks.push(c));
      incoming.on("end", () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
            out.append(name, v);
        }
        const status = incoming.statusCode ?? 0;
        resolve(
          new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
            status,
            headers: out,
          }),
        );
      });
      incoming.on("error", reject);
    });
    req.on("error", reject);
    req.end(opts.body);
  });
  opts.jar?.store(res);
  return res;
}
