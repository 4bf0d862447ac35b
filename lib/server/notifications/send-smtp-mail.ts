import "server-only";
import net from "node:net";
import tls from "node:tls";
import { randomUUID } from "node:crypto";

/**
 * A minimal SMTP client (RFC 5321) on node:net/tls, so mail needs no extra package.
 * URL form: smtp://user:pass@host:587?from=noreply@example.org (STARTTLS when the server
 * offers it) or smtps://…:465 (TLS from the start). AUTH PLAIN when a user is given.
 * If richer needs appear (DKIM, pooling, OAuth2), swap this one function for nodemailer.
 */
export async function sendSmtpMail(smtpUrl: string, mail: { to: string; subject: string; body: string }, timeoutMs = 15_000): Promise<void> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  if (!secure && url.protocol !== "smtp:") throw new Error(`SMTP_URL must start with smtp:// or smtps://`);
  const host = url.hostname;
  const port = Number(url.port || (secure ? 465 : 587));
  const from = url.searchParams.get("from") ?? `livecheck@${host}`;
  const to = oneLine(mail.to);

  let socket: net.Socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
  let reader = replyReader(socket, timeoutMs);
  try {
    await reader.expect([220]);
    let ehlo = await command(socket, reader, "EHLO livecheck", [250]);
    if (!secure && /\bSTARTTLS\b/i.test(ehlo)) {
      await command(socket, reader, "STARTTLS", [220]);
      reader.detach();
      socket = tls.connect({ socket, servername: host });
      reader = replyReader(socket, timeoutMs);
      ehlo = await command(socket, reader, "EHLO livecheck", [250]);
    }
    if (url.username) {
      const plain = Buffer.from(`\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`).toString("base64");
      await command(socket, reader, `AUTH PLAIN ${plain}`, [235]);
    }
    await command(socket, reader, `MAIL FROM:<${oneLine(from)}>`, [250]);
    await command(socket, reader, `RCPT TO:<${to}>`, [250, 251]);
    await command(socket, reader, "DATA", [354]);
    await command(socket, reader, formatMessage(from, to, mail.subject, mail.body), [250]);
    await command(socket, reader, "QUIT", [221]).catch(() => undefined);
  } finally {
    reader.detach();
    socket.destroy();
  }
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

function encodeHeader(value: string): string {
  const v = oneLine(value);
  return /^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v).toString("base64")}?=`;
}

/** Headers, then the body with CRLF line ends and leading dots doubled, then the lone dot. */
function formatMessage(from: string, to: string, subject: string, body: string): string {
  const headers = [
    `From: ${oneLine(from)}`,
    `To: ${to}`,
    `Subject: ${encodeHeader(subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@livecheck>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
  ];
  const lines = body.split(/\r?\n/).map((l) => (l.startsWith(".") ? `.${l}` : l));
  return `${headers.join("\r\n")}\r\n\r\n${lines.join("\r\n")}\r\n.`;
}

type Reader = { expect: (codes: number[]) => Promise<string>; detach: () => void };

async function command(socket: net.Socket, reader: Reader, line: string, codes: number[]): Promise<string> {
  socket.write(`${line}\r\n`);
  return reader.expect(codes);
}

/** Collects SMTP replies (multi-line "250-…" up to "250 …") and checks their codes. */
function replyReader(socket: net.Socket, timeoutMs: number): Reader {
  let buffer = "";
  let lines: string[] = [];
  const replies: { code: number; text: string }[] = [];
  let waiter: { resolve: () => void; reject: (e: Error) => void } | null = null;
  let failure: Error | null = null;
  const wake = () => waiter?.resolve();
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    for (let i = buffer.indexOf("\r\n"); i >= 0; i = buffer.indexOf("\r\n")) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        replies.push({ code: Number(line.slice(0, 3)), text: lines.join("\n") });
        lines = [];
      }
    }
    wake();
  };
  const onError = (err: Error) => {
    failure = err;
    waiter?.reject(err);
  };
  const onClose = () => onError(new Error("SMTP server closed the connection"));
  socket.on("data", onData).on("error", onError).on("close", onClose);
  return {
    async expect(codes) {
      const deadline = Date.now() + timeoutMs;
      while (replies.length === 0) {
        if (failure) throw failure;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("SMTP server timed out")), Math.max(0, deadline - Date.now()));
          waiter = { resolve: () => (clearTimeout(timer), resolve()), reject: (e) => (clearTimeout(timer), reject(e)) };
        });
        waiter = null;
      }
      const reply = replies.shift()!;
      if (!codes.includes(reply.code)) throw new Error(`SMTP server answered ${reply.text.slice(0, 200)}`);
      return reply.text;
    },
    detach() {
      socket.off("data", onData).off("error", onError).off("close", onClose);
    },
  };
}
