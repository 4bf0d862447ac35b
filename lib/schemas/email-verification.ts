import { z } from "zod";

/** POST /api/v1/email-verifications: the value after `token=` in the emailed link. */
export const emailTokenSchema = z.object({ token: z.string().max(100) });
