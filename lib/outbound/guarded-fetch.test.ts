import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ResolveHost } from "./check-outbound-url";
import { createGuardedFetch } from "./guarded-fetch";
import { OutboundRefusal } from "./outbound-refusal";

interface Seen {
  method: string;
  url: string;
  host: string;
  body: string;
}

/** A local server whose answer each test sets; it records what it received. */
let server: Server;
let port = 0;
let seen: Seen[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end("{}");

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host ?? "", body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = (_req, res) => res.end("{}");
});

const local = () => createGuardedFetch({ allowList: [{ host: "127.0.0.1", port }], maxBytes: 1024 });
const refusalOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof OutboundRefusal)) throw new Error(`expected an OutboundRefusal, got ${String(err)}`);
  return err;
};

describe("createGuardedFetch", () => {
  it("calls an allow-listed local server like fetch: method, body, status, headers", async () => {
    answer = (_req, res) => res.writeHead(201, { "x-answer": "yes" }).end('{"ok":true}');
    const res = await local()(`http://127.0.0.1:${port}/v1/embeddings?x=1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"input":["a"]}',
    });
    expect([res.status, res.headers.get("x-answer"), await res.json()]).toEqual([201, "yes", { ok: true }]);
    expect(seen).toEqual([
      { method: "POST", url: "/v1/embeddings?x=1", host: `127.0.0.1:${port}`, body: '{"input":["a"]}' },
    ]);
  });

  it("refuses 127.0.0.1 when it is not allow-listed, before connecting", async () => {
    const guarded = createGuardedFetch({ allowList: [] });
    const err = await refusalOf(guarded(`http://127.0.0.1:${port}/v1`));
    expect(err.rule).toBe("https-only");
    expect((await refusalOf(guarded(`https://127.0.0.1:${port}/v1`))).message).toMatch(
      /^refused by outbound rule public-address: 127\.0\.0\.1 is a loopback address/,
    );
    expect(seen).toEqual([]);
  });

  it("resolves the name once and connects to that address, keeping the name in Host", async () => {
    const asked: string[] = [];
    const resolveHost: ResolveHost = async (host) => (
      asked.push(host),
      [{ address: "127.0.0.1", family: 4 }]
    );
    // "embed.test" resolves nowhere else: reaching the server proves the connection went to the pinned address.
    const guarded = createGuardedFetch({ resolveHost, allowList: [{ host: "embed.test", port: null }] });
    const res = await guarded(`http://embed.test:${port}/v1/models`);
    expect(res.status).toBe(200);
    expect(asked).toEqual(["embed.test"]);
    expect(seen.map((s) => s.host)).toEqual([`embed.test:${port}`]);
  });

  it("refuses a name that resolves to a private address, without connecting", async () => {
    const resolveHost: ResolveHost = async () => [{ address: "127.0.0.1", family: 4 }];
    const err = await refusalOf(
      createGuardedFetch({ resolveHost, allowList: [] })(`https://embed.test:${port}/`),
    );
    expect(err.message).toMatch(/embed\.test resolves to 127\.0\.0\.1, which is a loopback address/);
    expect(seen).toEqual([]);
  });

  it("does not follow a redirect: the 3xx is a failure naming the rule, and the body is not re-sent", async () => {
    answer = (_req, res) =>
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    const err = await refusalOf(local()(`http://127.0.0.1:${port}/v1`, { method: "POST", body: "secret" }));
    expect([err.rule, err.message]).toEqual([
      "no-redirect",
      "refused by outbound rule no-redirect: the endpoint answered HTTP 302, a redirect, which is not followed",
    ]);
    answer = (_req, res) => res.writeHead(307, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    expect(
      (await refusalOf(local()(`http://127.0.0.1:${port}/v1`, { method: "POST", body: "x" }))).rule,
    ).toBe("no-redirect");
    expect(seen.map((s) => s.url)).toEqual(["/v1", "/v1"]);
  });

  it("cuts off an answer over the cap: declared up front, streamed, or inflated from gzip", async () => {
    answer = (_req, res) => res.end("x".repeat(2000));
    expect((await refusalOf(local()(`http://127.0.0.1:${port}/`))).message).toBe(
      "refused by outbound rule size-cap: the answer is larger than 1024 bytes",
    );
    answer = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }); // chunked, no length
      res.write("[" + "1,".repeat(400));
      setTimeout(() => res.end("1".repeat(2000) + "]"), 10);
    };
    const streamed = await local()(`http://127.0.0.1:${port}/`);
    expect((await refusalOf(streamed.text())).rule).toBe("size-cap");
    answer = (_req, res) =>
      res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync("y".repeat(100_000)));
    const inflated = await local()(`http://127.0.0.1:${port}/`);
    expect((await refusalOf(inflated.text())).rule).toBe("size-cap");
  });

  it("hands on a compressed answer under the cap decoded", async () => {
    answer = (_req, res) => res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync('{"a":1}'));
    const res = await local()(`http://127.0.0.1:${port}/`);
    expect([res.headers.get("content-encoding"), await res.json()]).toEqual([null, { a: 1 }]);
  });

  it("reports a connection cut mid-answer as fetch does (TypeError: terminated)", async () => {
    answer = (_req, res) => {
      res.writeHead(200, { "content-length": "100" });
      res.write("{");
      setTimeout(() => res.socket?.destroy(), 10);
    };
    const res = await local()(`http://127.0.0.1:${port}/`);
    const err = await res.text().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TypeError);
    expect((err as TypeError).message).toBe("terminated");
  });

  it("ends when the caller's signal aborts, before the headers or half-way through the body", async () => {
    answer = () => undefined; // never answers
    const early = await local()(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(50) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((early as Error).name).toBe("TimeoutError");
    answer = (_req, res) => res.writeHead(200, { "content-length": "100" }).write("{");
    const stalled = await local()(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(100) });
    const late = await stalled.text().then(
      () => null,
      (e: unknown) => e,
    );
    expect((late as Error).name).toBe("TimeoutError");
  });

  it("serves as the openai client's fetch", async () => {
    answer = (_req, res) =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(
          JSON.stringify({ object: "list", data: [{ object: "embedding", index: 0, embedding: [0.5, 1] }] }),
        );
    const client = new OpenAI({
      baseURL: `http://127.0.0.1:${port}/v1`,
      apiKey: "k",
      maxRetries: 0,
      fetch: local(),
    });
    const out = await client.embeddings.create({ model: "m", input: ["a"], encoding_format: "float" });
    expect(out.data[0]?.embedding).toEqual([0.5, 1]);
    expect(seen[0]).toMatchObject({ method: "POST", url: "/v1/embeddings" });
  });
});
