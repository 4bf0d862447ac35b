import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { isServerActionRequest, refuseServerAction, SERVER_ACTION_MAX_BYTES } from "./server-action-gate";

const action = (headers: Record<string, string>, url = "/maintain/b/import") => ({
  method: "POST",
  url,
  headers: { host: "livecheck.example", "next-action": "abc123", "content-length": "100", ...headers },
});

describe("Server Action gate", () => {
  it("uses next.config's serverActions.bodySizeLimit, as Next.js parses it", () => {
    const bytes = createRequire(import.meta.url)("next/dist/compiled/bytes") as {
      parse: (v: string) => number;
    };
    const limit = nextConfig.experimental?.serverActions?.bodySizeLimit;
    expect(typeof limit).toBe("string");
    expect(bytes.parse(String(limit))).toBe(SERVER_ACTION_MAX_BYTES);
  });

  it("knows an action by Next-Action, or a multipart POST to a page; never an API route or a GET", () => {
    expect(isServerActionRequest(action({}))).toBe(true);
    const form = { host: "h", "content-type": "multipart/form-data; boundary=x" };
    expect(isServerActionRequest({ method: "POST", url: "/submit?x=1", headers: form })).toBe(true);
    expect(isServerActionRequest({ method: "POST", url: "/api/v1/submissions", headers: form })).toBe(false);
    expect(isServerActionRequest({ method: "GET", url: "/", headers: { "next-action": "a" } })).toBe(false);
    expect(
      refuseServerAction({ method: "POST", url: "/api/v1/x", headers: { "content-length": "1e9" } }),
    ).toBeNull();
  });

  it("answers 413 for a body over the limit, before anything reads it", () => {
    expect(refuseServerAction(action({ "content-length": String(SERVER_ACTION_MAX_BYTES) }))).toBeNull();
    expect(refuseServerAction(action({ "content-length": String(SERVER_ACTION_MAX_BYTES + 1) }))).toEqual({
      status: 413,
      message: expect.stringContaining("at most 11.0 MB"),
    });
    // Without a length (Next.js forwarding an action to another of its workers) Next.js counts.
    const chunked = action({});
    delete (chunked.headers as Record<string, string>)["content-length"];
    expect(refuseServerAction(chunked)).toBeNull();
    expect(refuseServerAction(action({ "content-length": "junk" }))).toBeNull();
  });

  it("answers 403 when Origin names another host than Host or X-Forwarded-Host, as Next.js compares them", () => {
    expect(refuseServerAction(action({ origin: "https://livecheck.example" }))).toBeNull();
    expect(refuseServerAction(action({ origin: "https://evil.example" }))).toEqual({
      status: 403,
      message: expect.stringContaining("another site"),
    });
    expect(refuseServerAction(action({ origin: "null" }))?.status).toBe(403);
    expect(refuseServerAction(action({ origin: "not a url" }))?.status).toBe(403);
    // Behind a proxy: the public host arrives as X-Forwarded-Host, the first one counts.
    const proxied = { host: "localhost:3000", "x-forwarded-host": "public.example, other" };
    expect(refuseServerAction(action({ ...proxied, origin: "https://public.example" }))).toBeNull();
    expect(refuseServerAction(action({ ...proxied, origin: "http://localhost:3000" }))?.status).toBe(403);
    // Without Origin (hand-made requests; no browser omits it on a cross-origin POST) Next.js decides.
    expect(refuseServerAction(action({}))).toBeNull();
  });
});
