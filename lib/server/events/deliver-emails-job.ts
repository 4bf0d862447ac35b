import "server-only";
import { z } from "zod";
import type { JobHandler } from "@/lib/jobs/job-types";
import { deliverOutboxEmails } from "@/lib/server/notifications/deliver-outbox-emails";

/** Sends outbox emails an event wrote, once the transaction that wrote them has committed. */
export const DELIVER_EMAILS_JOB = "deliver-emails";
export type DeliverEmailsPayload = { ids: string[] };
const payloadSchema = z.object({ ids: z.array(z.string()).max(100_000) });

/** Emails already sent are skipped, and a mail that fails keeps its error in the outbox (deliverOutboxEmails). */
export const deliverEmailsHandler: JobHandler = {
  async run({ payload, complete }) {
    const { ids } = payloadSchema.parse(payload);
    await deliverOutboxEmails(ids);
    await complete();
  },
};
