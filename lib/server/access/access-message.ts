import "server-only";
import { env } from "@/lib/env";
import type { AccessDecision } from "@/lib/schemas/access";

/** What a user is told about a decision on their request, in the app and by email. */
export function accessMessage(decision: AccessDecision, benchmark: { slug: string; title: string }, reason: string) {
  const link = `/benchmarks/${benchmark.slug}/access`;
  const because = reason ? ` Reason: ${reason}` : "";
  const { subject, message } = {
    approve: { subject: "access approved", message: `Your access request for ${benchmark.title} was approved.` },
    reject: { subject: "access request rejected", message: `Your access request for ${benchmark.title} was rejected.${because}` },
    revoke: { subject: "access revoked", message: `Your access to ${benchmark.title} was revoked.${because}` },
  }[decision];
  return { message, link, subject: `[LiveCheck] ${benchmark.title}: ${subject}`, body: `${message}\n\nDetails: ${env.NEXTAUTH_URL ?? ""}${link}\n` };
}
