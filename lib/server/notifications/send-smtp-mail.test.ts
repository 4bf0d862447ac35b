import { afterEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { sendSmtpMail } from "@/lib/server/notifications/send-smtp-mail";

type Received = { auth: { user: string; pass: string } | null; from: string; to: string[]; data: string };

/** A real SMTP server (the smtp-server package) on a free port that keeps what it received. */
async function startSmtp(refuseRecipient = false) {
  const received: Received[] = [];
  let auth: Received["auth"] = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth(a, _session, done) {
      auth = { user: a.username ?? "", pass: a.password ?? "" };
      done(null, { user: a.username });
    },
    onRcptTo(address, _session, done) {
      done(refuseRecipient ? Object.assign(new Error("no such user"), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          auth,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return { port: address.port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe("sendSmtpMail", () => {
  it("authenticates and delivers sender, recipient, subject and body", async () => {
    smtp = await startSmtp();
    await sendSmtpMail(`smtp://ann%40x.org:p%40ss@127.0.0.1:${smtp.port}?from=noreply@livecheck.test`, {
      to: "bob@example.org",
      subject: "Zugang für Bob",
      body: "Hello\n.hidden line\nBye",
    });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.auth).toEqual({ user: "ann@x.org", pass: "p@ss" });
    expect(mail.from).toBe("noreply@livecheck.test");
    expect(mail.to).toEqual(["bob@example.org"]);
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?Q\?Zugang_f=C3=BCr_Bob\?=/m);
    expect(mail.data).toContain("Hello\r\n.hidden line\r\nBye");
  });

  it("refuses a recipient that is not one plain address, before connecting", async () => {
    smtp = await startSmtp();
    for (const to of [
      "bob@example.org\r\nBcc: eve@example.org",
      "bob@example.org, eve@example.org",
      "Bob <bob@example.org>",
    ]) {
      await expect(
        sendSmtpMail(`smtp://127.0.0.1:${smtp.port}`, { to, subject: "s", body: "b" }),
      ).rejects.toThrow("not a single email address");
    }
    expect(smtp.received).toEqual([]);
  });

  it("throws with the server's answer when the recipient is refused", async () => {
    smtp = await startSmtp(true);
    await expect(
      sendSmtpMail(`smtp://127.0.0.1:${smtp.port}`, { to: "x@example.org", subject: "s", body: "b" }),
    ).rejects.toThrow("no such user");
  });

  it("fails on an unreachable server instead of hanging", async () => {
    await expect(
      sendSmtpMail("smtp://127.0.0.1:1", { to: "x@example.org", subject: "s", body: "b" }, 2_000),
    ).rejects.toThrow();
  });
});
