// What POST /api/v1/webhooks and the account page's form send.
import { z } from "zod";
import { WEBHOOK_EVENTS } from "@/lib/vocabulary";

/**
 * A receiver address: http(s), no user name or password in it (a query is allowed: some
 * receivers route on it). Whether the server may call it is the outbound guard's question,
 * asked when it is saved and at every attempt.
 */
const webhookUrlSchema = z
  .string("Enter the receiver's URL")
  .trim()
  .min(1, "Enter the receiver's URL")
  .max(500, "Use at most 500 characters")
  .superRefine((u, ctx) => {
    const problem = !URL.canParse(u)
      ? "must be a URL such as https://hooks.example.org/livecheck"
      : !/^https?:$/.test(new URL(u).protocol)
        ? "must start with https:// (or http:// for a host in ENDPOINT_ALLOWLIST)"
        : new URL(u).username !== "" || new URL(u).password !== ""
          ? "must not hold a user name or password"
          : null;
    if (problem) ctx.addIssue({ code: "custom", message: `The URL ${problem}` });
  });

const known: readonly string[] = WEBHOOK_EVENTS;

/** Event names, at least one, each one of WEBHOOK_EVENTS; duplicates are dropped. */
const webhookEventsSchema = z
  .array(z.string("Each event is a string"), 'List the events to send, e.g. ["split.opened"]')
  .min(1, "Choose at least one event")
  .superRefine((events, ctx) => {
    const unknown = [...new Set(events.filter((e) => !known.includes(e)))];
    if (unknown.length > 0)
      ctx.addIssue({
        code: "custom",
        message: `Unknown event${unknown.length > 1 ? "s" : ""} ${unknown.map((e) => JSON.stringify(e)).join(", ")} (known: ${WEBHOOK_EVENTS.join(", ")})`,
      });
  })
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

export const createWebhookSchema = z.object({ url: webhookUrlSchema, events: webhookEventsSchema });
