import { emailSentDtoSchema, emailStatusDtoSchema } from "@/lib/schemas/dto/account";
import { respondDto } from "@/lib/server/api/respond-dto";
import { guardRoute } from "@/lib/auth/guard-route";
import { getEmailStatus } from "@/lib/server/users/get-email-status";
import { sendEmailVerification } from "@/lib/server/users/send-email-verification";

/** Whether my address is confirmed. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller }) => {
  const status = await getEmailStatus(caller);
  return respondDto(emailStatusDtoSchema, {
    email: status.email,
    verified: status.verifiedAt !== null,
    verifiedAt: status.verifiedAt?.toISOString() ?? null,
  });
});

/** (Re)sends the confirmation link to my address; 429 when one went out less than a minute ago. */
export const POST = guardRoute({ access: "user", scope: "write" }, async ({ caller }) => {
  const outcome = await sendEmailVerification(caller);
  return respondDto(
    emailSentDtoSchema,
    "alreadyVerified" in outcome
      ? { verified: true, sentTo: null }
      : { verified: false, sentTo: outcome.sentTo },
    { status: 202 },
  );
});
