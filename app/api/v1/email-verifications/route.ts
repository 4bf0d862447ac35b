import { NextResponse } from "next/server";
import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { AppError } from "@/lib/errors/app-error";
import { readJsonBody } from "@/lib/server/http/read-json-body";
import { verifyEmail } from "@/lib/server/users/verify-email";

const bodySchema = z.object({ token: z.string().max(100) });

/** Confirms an address with the secret from the emailed link; anyone holding it may (it proves the mailbox). */
export const POST = guardRoute({ access: "public" }, async ({ req }) => {
  const body = bodySchema.safeParse(await readJsonBody(req, 4096));
  if (!body.success) throw new AppError("BAD_REQUEST", "Send {token}: the value after token= in the emailed link");
  return NextResponse.json({ verified: true, email: (await verifyEmail(body.data.token)).email });
});
