import { z } from "zod";
import { APP_ERROR_CODES } from "@/lib/errors/app-error";

/**
 * Every API error (lib/errors/handle-api-error): `fields` names each bad field; some errors
 * add facts such as `resetAt` on a 429, so further keys are allowed.
 */
export const errorDtoSchema = z.object({
  error: z.looseObject({
    code: z.enum(APP_ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
