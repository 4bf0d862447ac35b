// Server Action requests Next.js would refuse with a bare 500 (scripts/serve.ts,
// lib/security/server-action-gate.ts): a body over next.config's bodySizeLimit gets 413 and one
// sent from another origin 403, each with a sentence; same-origin actions reach Next.js.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { SERVER_ACTION_MAX_BYTES } from "@/lib/security/server-action-gate";
import { BASE_URL } from "./support/http";

/** The id of the sign-up form's action, from the build the server under test runs. */
function signUpActionId(): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, a]) => a.exportedName === "signUpAction")?.[0];
  if (!id) throw new Error("signUpAction is not in the build's server-reference manifest");
  return id;
}

/**
 * Sends a POST's headers and at most `body`, and resolves with the answer as soon as it
 * comes: a refused upload is answered before its body is read, so none is sent here.
 */
function post(
  path: string,
  headers: Record<string, string>,
  body = "",
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, BASE_URL);
    if (url.hostname === "localhost") url.hostname = "127.0.0.1";
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, text });
        req.destroy();
      });
    });
    req.on("error", reject);
    if (body) req.end(body);
    else req.flushHeaders();
  });
}

const form = (id: string, extra: Record<string, string>) => ({
  "next-action": id,
  "content-type": "multipart/form-data; boundary=----lc",
  host: new URL(BASE_URL).host,
  ...extra,
});
const BODY =
  '------lc\r\nContent-Disposition: form-data; name="1_email"\r\n\r\nx@example.org\r\n------lc--\r\n';

describe("Server Action requests refused before Next.js", () => {
  const id = signUpActionId();

  it("answers 413 with a message for a body over the limit, without reading it", async () => {
    const res = await post(
      "/signup",
      form(id, { origin: new URL(BASE_URL).origin, "content-length": String(SERVER_ACTION_MAX_BYTES + 1) }),
    );
    expect(res.status).toBe(413);
    expect(res.text).toContain("a page form may send at most 11.0 MB");
  });

  it("answers 403 with a message for an action sent from another origin", async () => {
    const res = await post(
      "/signup",
      form(id, { origin: "https://evil.example", "content-length": String(Buffer.byteLength(BODY)) }),
      BODY,
    );
    expect(res.status).toBe(403);
    expect(res.text).toContain("sent from another site");
  });

  it("lets a same-origin action within the limit through to Next.js", async () => {
    const res = await post(
      "/signup",
      form(id, { origin: new URL(BASE_URL).origin, "content-length": String(Buffer.byteLength(BODY)) }),
      BODY,
    );
    expect([403, 413]).not.toContain(res.status);
    expect(res.text).not.toContain("another site");
  });
});
