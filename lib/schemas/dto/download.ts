import { z } from "zod";

/** GET /benchmarks/{slug}/files/{name}: the body of the 302 (Location is the same `url`). */
export const downloadLinkDtoSchema = z.object({
  /** A link signed for the caller and this file. */
  url: z.url(),
  /** When the link stops working (60 s after it was made), ISO timestamp. */
  expiresAt: z.iso.datetime(),
  name: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
});
