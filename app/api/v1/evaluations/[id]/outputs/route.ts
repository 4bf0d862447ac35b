import { guardRoute } from "@/lib/auth/guard-route";
import { listEvaluationOutputs } from "@/lib/server/evaluations/list-evaluation-outputs";

/** The raw answers of one of my evaluations, one JSON object a line. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const id = String(params.id);
  const rows = await listEvaluationOutputs(caller, id);
  return new Response(rows.map((r) => `${JSON.stringify(r)}\n`).join(""), {
    headers: {
      "content-type": "application/x-ndjson",
      "content-disposition": `attachment; filename="evaluation-${id}-outputs.jsonl"`,
    },
  });
});
