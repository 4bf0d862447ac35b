import "server-only";
import { env } from "@/lib/env";
import type { AccessDecision } from "@/lib/schemas/access";

/**
 * What a user is told about a decision on their request, in the app and by email. `contact`
 * is the maintainers' listed address (getBenchmarkContact), named where the user must write to them.
 */
export function accessMessage(
  decision: AccessDecision,
  benchmark: { slug: string; title: string },
  reason: string,
  contact: string | null = null,
) {
  const link = `/benchmarks/${benchmark.slug}/access`;
  const because = reason ? ` Reason: ${reason}${/[.!?…]\s*$/.test(reason) ? "" : "."}` : "";
  const write = contact ? ` Questions: write to the maintainers at ${contact}.` : "";
  const restore = contact
    ? ` To restore it, write to the maintainers at ${contact}.`
    : " To restore it, write to the benchmark's maintainers.";
  const { subject, message } = {
    approve: {
      subject: "access approved",
      message: `Your access request for ${benchmark.title} was approved.`,
    },
    reject: {
      subject: "access request rejected",
      message: `Your access request for ${benchmark.title} was rejected.${because} You may correct your answers and ask again.${write}`,
    },
    revoke: {
      subject: "access revoked",
      message: `Your access to ${benchmark.title} was revoked.${because}${restore}`,
    },
  }[decision];
  return {
    message,
    link,
    subject: `[LiveCheck] ${benchmark.title}: ${subject}`,
    body: `${message}\n\nDetails: ${env.NEXTAUTH_URL ?? ""}${link}\n`,
  };
}
