// A local server that speaks the OpenAI API (chat completions with structured output, and
// embeddings), for tests. Answers are scripted per request, including every way a real
// endpoint misbehaves: rate limits with Retry-After, 5xx, 401, connections cut before the
// headers or half-way through the body, no answer at all, an answer that stalls after
// the headers, malformed JSON, no choices, a cut-off at the token limit, a refusal, an answer
// or error body that quotes the request's Authorization header, a redirect to the metadata address.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { chatAnswer, embeddingAnswer } from "./fake-openai-answers";

export type Behaviour =
  | "ok"
  /** JSON wrapped in a ```json code fence. */
  | "fenced"
  /** A blank statement, a 2,500-character one and 55 more: over every evidence limit. */
  | "over-limits"
  /** Never answers (no headers). "timeout" is the same. */
  | "hang"
  | "timeout"
  /** Sends the headers and the start of the body, then nothing more. */
  | "stall"
  /** Closes the connection before answering. */
  | "reset-early"
  /** Sends the headers and part of the body, then cuts the connection. */
  | "reset"
  /** HTTP 200 whose body is not JSON (embeddings) or whose message content is not JSON (chat). */
  | "malformed"
  /** JSON of the wrong shape. */
  | "off-schema"
  /** `choices: []` (chat) or `data: []` (embeddings). */
  | "empty"
  /** finish_reason "length" with a cut-off answer, billed at 4,096 completion tokens. */
  | "length"
  /** The model refuses (`message.refusal`). */
  | "refusal"
  | "http500"
  /** HTTP 429 with the headers in `retryAfterHeaders`. */
  | "http429"
  | "http401"
  /** HTTP 400 whose error body quotes the request's Authorization header (a careless proxy). */
  | "echo-auth-error"
  /** HTTP 200 whose answer quotes the request's Authorization header. */
  | "echo-auth"
  /** HTTP 302 to the cloud metadata address (169.254.169.254). */
  | "redirect";

export interface FakeRequest {
  endpoint: "chat" | "embeddings";
  /** When the request body had arrived (ms since epoch). */
  at: number;
  behaviour: Behaviour;
  body: Record<string, unknown>;
  /** The request's headers, names in lower case (to check which key, if any, was sent). */
  headers: IncomingMessage["headers"];
}

export interface FakeOpenAi {
  url: string;
  /** Requests received, by endpoint. */
  calls: { chat: number; embeddings: number };
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Behaviours for the coming chat requests, consumed in order; "ok" once empty. */
  chatScript: Behaviour[];
  /** The same for embedding requests. */
  embeddingScript: Behaviour[];
  /** Chat requests whose article contains this text always get this behaviour. */
  stickyChat: Map<string, Behaviour>;
  /** Every chat request gets this behaviour while set (after stickyChat, before chatScript). */
  chatDefault: Behaviour | null;
  /** Every embedding request gets this behaviour while set. */
  embeddingDefault: Behaviour | null;
  /** Fixed vectors: when set, each embedding is `vectorOf(model, text)` instead of the bag of words. */
  vectorOf: ((model: string, text: string) => number[]) | null;
  /** Headers sent with "http429"; `{"retry-after": "1"}` by default. */
  retryAfterHeaders: Record<string, string>;
  /** Milliseconds to wait before answering each request. */
  delayMs: number;
  /**
   * Deterministic free-text answers (evaluations): when set, an "ok" chat request is answered
   * with the text this returns for the request's last user message, instead of statements.
   */
  chatAnswerOf: ((prompt: string) => string) | null;
  /**
   * While set, chat requests after the first `holdChatAfter` wait unanswered until
   * `releaseHeld()` (a run caught half-way, for a page that shows progress).
   */
  holdChatAfter: number | null;
  /** Answers every held chat request and stops holding new ones. */
  releaseHeld: () => void;
  close: () => Promise<void>;
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
}

function send(
  res: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state = {
    calls: { chat: 0, embeddings: 0 },
    requests: [] as FakeRequest[],
    chatScript: [] as Behaviour[],
    embeddingScript: [] as Behaviour[],
    stickyChat: new Map<string, Behaviour>(),
    chatDefault: null as Behaviour | null,
    embeddingDefault: null as Behaviour | null,
    vectorOf: null as ((model: string, text: string) => number[]) | null,
    retryAfterHeaders: { "retry-after": "1" } as Record<string, string>,
    delayMs: 0,
    chatAnswerOf: null as ((prompt: string) => string) | null,
    holdChatAfter: null as number | null,
  };
  let held: (() => void)[] = [];
  const hold = () =>
    state.holdChatAfter !== null && state.calls.chat > state.holdChatAfter
      ? new Promise<void>((resolve) => held.push(resolve))
      : null;
  const open = new Set<ServerResponse>();

  /** Answers with the failure `behaviour` stands for; false when it is not a transport or HTTP failure. */
  function fail(res: ServerResponse, behaviour: Behaviour, req: IncomingMessage): boolean {
    switch (behaviour) {
      case "echo-auth-error":
        send(res, 400, {
          error: { message: `Bad request with Authorization: ${req.headers.authorization ?? "none"}` },
        });
        return true;
      case "redirect":
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/iam/security-credentials/" });
        res.end();
        return true;
      case "hang":
      case "timeout":
        return true; // kept open until the client gives up or the server closes
      case "stall":
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"id": "chatcmpl-fake", "object": "chat.completion", "choices": [');
        return true;
      case "reset-early":
        res.socket?.destroy();
        return true;
      case "reset":
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"id": "chatcmpl-fake", "choices": [');
        setTimeout(() => res.socket?.destroy(), 20);
        return true;
      case "http500":
        send(res, 500, { error: { message: "scripted failure", type: "server_error" } });
        return true;
      case "http429":
        send(
          res,
          429,
          { error: { message: "Rate limit reached", type: "requests" } },
          state.retryAfterHeaders,
        );
        return true;
      case "http401":
        send(res, 401, {
          error: {
            message: "Incorrect API key provided",
            type: "invalid_request_error",
            code: "invalid_api_key",
          },
        });
        return true;
      default:
        return false;
    }
  }

  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    void (async () => {
      const json = await body(req);
      const at = Date.now();
      if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
      if (req.url?.endsWith("/chat/completions")) {
        state.calls.chat++;
        await hold();
        const messages = (json.messages as { content: string }[] | undefined) ?? [];
        const user = messages.at(-1)?.content ?? "";
        const article = user.replace(/^[\s\S]*?"""\n/, "").replace(/\n"""$/, "");
        const sticky = [...state.stickyChat].find(([needle]) => article.includes(needle))?.[1];
        const behaviour = sticky ?? state.chatDefault ?? state.chatScript.shift() ?? "ok";
        state.requests.push({ endpoint: "chat", at, behaviour, body: json, headers: req.headers });
        const text =
          behaviour === "echo-auth"
            ? `You sent Authorization: ${req.headers.authorization ?? "none"} [[Real]]`
            : state.chatAnswerOf
              ? state.chatAnswerOf(user)
              : null;
        if (!fail(res, behaviour, req)) send(res, 200, chatAnswer(behaviour, json.model, article, text));
        return;
      }
      if (req.url?.endsWith("/embeddings")) {
        state.calls.embeddings++;
        const behaviour = state.embeddingDefault ?? state.embeddingScript.shift() ?? "ok";
        state.requests.push({ endpoint: "embeddings", at, behaviour, body: json, headers: req.headers });
        const input = (Array.isArray(json.input) ? json.input : [json.input]) as string[];
        if (!fail(res, behaviour, req))
          send(res, 200, embeddingAnswer(behaviour, json.model, input, state.vectorOf));
        return;
      }
      send(res, 404, { error: { message: `no route ${req.url}` } });
    })().catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as unknown as FakeOpenAi;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.releaseHeld = () => {
    state.holdChatAfter = null;
    const waiting = held;
    held = [];
    for (const resolve of waiting) resolve();
  };
  fake.close = async () => {
    fake.releaseHeld();
    for (const res of open) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
