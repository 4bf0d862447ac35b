import "server-only";
import nodemailer from "nodemailer";

/** A recipient is one plain address: no display name, list, or line break to smuggle a Bcc in. */
const SINGLE_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

/**
 * Sends one plain-text email through nodemailer. URL form:
 * smtp://user:pass@host:587?from=noreply@example.org (STARTTLS when the server offers it) or
 * smtps://…:465 (TLS from the start); without `from`, livecheck@<host>.
 */
export async function sendSmtpMail(
  smtpUrl: string,
  mail: { to: string; subject: string; body: string },
  timeoutMs = 15_000,
): Promise<void> {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const to = mail.to.trim();
  if (!SINGLE_ADDRESS.test(to))
    throw new Error(`not a single email address: ${JSON.stringify(to.slice(0, 80))}`);
  const from = url.searchParams.get("from") ?? `livecheck@${url.hostname}`;
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({ from, to, subject: mail.subject.replace(/[\r\n]+/g, " "), text: mail.body });
  } finally {
    transport.close();
  }
}
