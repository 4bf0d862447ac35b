import { z } from "zod";

/**
 * Every API error (lib/errors/handle-api-error): `fields` names each bad field; some errors
 * add facts such as `resetAt` on a 429, so further keys are allowed.
 */
export const errorDtoSchema = z.object({
  error: z.looseObject({
    code: z.enum([
      "BAD_REQUEST",
      "UNAUTHORIZED",
      "FORBIDDEN",
      "NOT_FOUND",
      "CONFLICT",
      "TOO_LARGE",
      "RATE_LIMITED",
      "INTERNAL",
    ]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
