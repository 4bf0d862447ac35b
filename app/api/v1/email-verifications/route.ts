import { guardRoute } from "@/lib/auth/guard-route";
import { AppError } from "@/lib/errors/app-error";
import { emailTokenSchema } from "@/lib/schemas/email-verification";
import { readJsonBody } from "@/lib/server/api/read-json-body";
import { emailVerifiedDtoSchema } from "@/lib/schemas/dto/account";
import { respondDto } from "@/lib/server/api/respond-dto";
import { verifyEmail } from "@/lib/server/users/verify-email";

/** Confirms an address with the secret from the emailed link; anyone holding it may (it proves the mailbox). */
export const POST = guardRoute({ access: "public" }, async ({ req }) => {
  const body = emailTokenSchema.safeParse(await readJsonBody(req, 4096));
  if (!body.success)
    throw new AppError("BAD_REQUEST", "Send {token}: the value after token= in the emailed link");
  return respondDto(emailVerifiedDtoSchema, {
    verified: true,
    email: (await verifyEmail(body.data.token)).email,
  });
});
