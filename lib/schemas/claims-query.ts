import { z } from "zod";
import { splitNameSchema } from "./bundle-common";

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(max, `must be at most ${max} characters`).optional(),
  );

/**
 * Filters of the claim browser, shared by the page's search params and the API's query.
 * `page` is 1-based; `label` filters only public dev splits.
 */
export const claimsQuerySchema = z.object({
  q: optionalText(200),
  /** A split name (`YYYYQn`, or `YYYY-MM` on a monthly benchmark); the parameter keeps its first name. */
  quarter: z.preprocess((v) => (v === "" ? undefined : v), splitNameSchema.optional()),
  language: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a language tag such as en")
      .optional(),
  ),
  media: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["image", "video", "text"]).optional()),
  label: optionalText(100),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, "must be at most 100").default(25),
});

export type ClaimsQuery = z.infer<typeof claimsQuerySchema>;

/** Reads the first value of each search param, as Next.js and URLSearchParams give them. */
export function firstValues(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [k, v] of entries) {
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === "string" && !(k in out)) out[k] = value;
  }
  return out;
}
