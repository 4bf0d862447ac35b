import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { splitNameSchema } from "@/lib/schemas/bundle-common";
import { getPredictionTemplate } from "@/lib/server/submissions/get-prediction-template";

const paramsSchema = z.object({
  slug: z.string().min(1).max(200),
  split: splitNameSchema,
});
const querySchema = z.object({ format: z.enum(["jsonl", "csv"], "must be jsonl or csv").default("jsonl") });

/** GET a split's empty prediction template (every claim id, predictions empty) as JSONL or CSV (?format=csv). */
export const GET = guardRoute(
  { access: "user", scope: "read", query: ["format"] },
  async ({ req, caller, params }) => {
    const { slug, split } = paramsSchema.parse(params);
    const { format } = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
    const template = await getPredictionTemplate(caller, { slug, split, format });
    return new Response([...template.lines].join(""), {
      headers: {
        "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
        "content-disposition": `attachment; filename="${template.fileName}"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
