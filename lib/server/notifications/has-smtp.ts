import "server-only";
import { env } from "@/lib/env";

/** Whether outbox emails are sent (SMTP_URL set) or only kept for admins to read. */
export function hasSmtp(): boolean {
  return Boolean(env.SMTP_URL);
}
