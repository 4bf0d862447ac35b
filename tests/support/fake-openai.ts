// A local server that speaks the OpenAI API (chat completions with structured output, and
// embeddings), for tests. Answers are scripted per request: a normal answer, a timeout,
// malformed JSON, an answer that breaks the output schema, or an HTTP error.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the next chat request gets. "timeout" never answers; "malformed" is not JSON; "off-schema" is JSON of the wrong shape. */
export type Behaviour = "ok" | "timeout" | "malformed" | "off-schema" | "http500";

export interface FakeOpenAi {
  url: string;
  /** Requests received, by endpoint. */
  calls: { chat: number; embeddings: number };
  /** Behaviours for the coming chat requests, consumed in order; "ok" once empty. */
  chatScript: Behaviour[];
  /** The same for embedding requests. */
  embeddingScript: Behaviour[];
  /** Chat requests whose article contains this text always get this behaviour. */
  stickyChat: Map<string, Behaviour>;
  close: () => Promise<void>;
}

/** The statements the fake extracts from an article: its sentences, trimmed. */
export function fakeStatementsOf(article: string): string[] {
  return article.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
}

/** A deterministic 16-dimensional bag-of-words vector, so equal wording gives cosine 1. */
export function fakeEmbeddingOf(text: string): number[] {
  const v = new Array<number>(16).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const h = createHash("md5").update(word).digest();
    v[h[0]! % 16]! += 1;
  }
  return v;
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, payload: unknown, raw?: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(raw ?? JSON.stringify(payload));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state: Omit<FakeOpenAi, "url" | "close"> = { calls: { chat: 0, embeddings: 0 }, chatScript: [], embeddingScript: [], stickyChat: new Map() };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const json = await body(req);
      if (req.url?.endsWith("/chat/completions")) {
        state.calls.chat++;
        const messages = (json.messages as { content: string }[] | undefined) ?? [];
        const user = messages.at(-1)?.content ?? "";
        const article = user.replace(/^[\s\S]*?"""\n/, "").replace(/\n"""$/, "");
        const sticky = [...state.stickyChat].find(([needle]) => article.includes(needle))?.[1];
        const behaviour = sticky ?? state.chatScript.shift() ?? "ok";
        if (behaviour === "timeout") return void hanging.add(res);
        if (behaviour === "http500") return send(res, 500, { error: { message: "scripted failure" } });
        const content = behaviour === "malformed" ? '{"statements": ["unterminated' : behaviour === "off-schema" ? JSON.stringify({ evidence: "not a list" }) : JSON.stringify({ statements: fakeStatementsOf(article) });
        return send(res, 200, {
          id: "chatcmpl-fake", object: "chat.completion", created: 0, model: json.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        });
      }
      if (req.url?.endsWith("/embeddings")) {
        state.calls.embeddings++;
        const behaviour = state.embeddingScript.shift() ?? "ok";
        if (behaviour === "timeout") return void hanging.add(res);
        if (behaviour === "http500") return send(res, 500, { error: { message: "scripted failure" } });
        if (behaviour === "malformed") return send(res, 200, null, "{not json");
        const input = (Array.isArray(json.input) ? json.input : [json.input]) as string[];
        // Floats as plain arrays: the client asks for encoding_format "float".
        return send(res, 200, { object: "list", model: json.model, data: input.map((t, index) => ({ object: "embedding", index, embedding: fakeEmbeddingOf(t) })), usage: { prompt_tokens: input.length * 10, total_tokens: input.length * 10 } });
      }
      send(res, 404, { error: { message: `no route ${req.url}` } });
    })().catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    get calls() {
      return state.calls;
    },
    get chatScript() {
      return state.chatScript;
    },
    set chatScript(v) {
      state.chatScript = v;
    },
    get embeddingScript() {
      return state.embeddingScript;
    },
    set embeddingScript(v) {
      state.embeddingScript = v;
    },
    url: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
