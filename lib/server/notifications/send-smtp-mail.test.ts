import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendSmtpMail } from "@/lib/server/notifications/send-smtp-mail";

type Fake = { port: number; commands: string[]; data: string; close: () => void };

/** A scripted SMTP server: answers each command, or `fail` for the named verb. */
async function fakeSmtp(fail?: { verb: string; reply: string }): Promise<Fake> {
  const state = { commands: [] as string[], data: "" };
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end < 0) return;
        state.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write("250 queued\r\n");
      }
      for (let i = buffer.indexOf("\r\n"); i >= 0 && !inData; i = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        state.commands.push(line);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (fail?.verb === verb) socket.write(`${fail.reply}\r\n`);
        else if (verb === "EHLO") socket.write("250-fake\r\n250 AUTH PLAIN\r\n");
        else if (verb === "AUTH") socket.write("235 ok\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return { port: address.port, get commands() { return state.commands; }, get data() { return state.data; }, close: () => server.close() };
}

let fake: Fake | undefined;
afterEach(() => fake?.close());

describe("sendSmtpMail", () => {
  it("authenticates, sends headers and a dot-stuffed body, and quits", async () => {
    fake = await fakeSmtp();
    await sendSmtpMail(`smtp://ann%40x.org:p%40ss@127.0.0.1:${fake.port}?from=noreply@livecheck.test`, { to: "bob@example.org", subject: "Zugang für Bob", body: "Hello\n.hidden line\nBye" });
    expect(fake.commands[0]).toBe("EHLO livecheck");
    expect(fake.commands[1]).toBe(`AUTH PLAIN ${Buffer.from("\0ann@x.org\0p@ss").toString("base64")}`);
    expect(fake.commands.slice(2, 5)).toEqual(["MAIL FROM:<noreply@livecheck.test>", "RCPT TO:<bob@example.org>", "DATA"]);
    expect(fake.data).toContain("To: bob@example.org\r\n");
    expect(fake.data).toContain(`Subject: =?UTF-8?B?${Buffer.from("Zugang für Bob").toString("base64")}?=`);
    expect(fake.data.endsWith("\r\n\r\nHello\r\n..hidden line\r\nBye")).toBe(true);
  });

  it("refuses header injection through the recipient", async () => {
    fake = await fakeSmtp();
    await sendSmtpMail(`smtp://127.0.0.1:${fake.port}`, { to: "bob@example.org\r\nBcc: eve@example.org", subject: "s", body: "b" });
    expect(fake.data).not.toMatch(/\r\nBcc:/);
    expect(fake.commands.some((c) => c.startsWith("AUTH"))).toBe(false);
  });

  it("throws with the server's answer when a command is refused", async () => {
    fake = await fakeSmtp({ verb: "RCPT", reply: "550 no such user" });
    await expect(sendSmtpMail(`smtp://127.0.0.1:${fake.port}`, { to: "x@example.org", subject: "s", body: "b" })).rejects.toThrow("550 no such user");
  });

  it("fails on an unreachable server instead of hanging", async () => {
    await expect(sendSmtpMail("smtp://127.0.0.1:1", { to: "x@example.org", subject: "s", body: "b" }, 2_000)).rejects.toThrow();
  });
});
