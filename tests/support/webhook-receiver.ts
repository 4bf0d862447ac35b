// A local webhook receiver for tests: records each request's headers and raw body, and
// answers with the next scripted status ("hang": never answers).
import http from "node:http";
import type { AddressInfo } from "node:net";

interface Received {
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers, in order; once used up, the last one repeats. */
  script: (number | "hang")[];
  close: () => Promise<void>;
}

export async function startReceiver(script: (number | "hang")[] = [200]): Promise<Receiver> {
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  const receiver: Receiver = { url: "", received, script, close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString("utf8") });
      const answer = receiver.script[Math.min(received.length, receiver.script.length) - 1] ?? 200;
      if (answer === "hang") return void hanging.push(res);
      res.writeHead(answer, { "content-type": "text/plain" }).end(`answer ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}
