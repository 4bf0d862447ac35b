import { z } from "zod";

/**
 * The base URL of an OpenAI-compatible endpoint a user types: http(s), no credentials, query
 * or fragment in the address (a key travels in its own field), no trailing slash. Whether
 * the server may call it is the outbound guard's question (lib/outbound), asked when saved.
 */
export const endpointUrlSchema = z
  .string()
  .trim()
  .max(500)
  .superRefine((u, ctx) => {
    const problem = !URL.canParse(u)
      ? "must be a URL such as https://api.example.org/v1"
      : !/^https?:$/.test(new URL(u).protocol)
        ? "must start with http:// or https://"
        : new URL(u).username !== "" || new URL(u).password !== ""
          ? "must not hold a user name or password (a key goes in its own field, never in the address)"
          : new URL(u).search !== "" || new URL(u).hash !== ""
            ? "must not have a query (?…) or fragment (#…)"
            : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((u) => u.replace(/\/+$/, ""));
