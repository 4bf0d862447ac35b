import { guardRoute } from "@/lib/auth/guard-route";
import { evaluationOutputLineSchema } from "@/lib/schemas/dto/evaluation-output";
import { listEvaluationOutputs } from "@/lib/server/evaluations/list-evaluation-outputs";

/** The raw answers of one of my evaluations, one JSON object a line, each through its DTO. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const id = String(params.id);
  const rows = await listEvaluationOutputs(caller, id);
  const lines = rows.map((row, i) => {
    const line = evaluationOutputLineSchema.safeParse(row);
    // Our bug, not the caller's: a plain Error is a 500, never a 400.
    if (!line.success) throw new Error(`Output line ${i + 1} of evaluation ${id} does not match its DTO`);
    return `${JSON.stringify(line.data)}\n`;
  });
  return new Response(lines.join(""), {
    headers: {
      "content-type": "application/x-ndjson",
      "content-disposition": `attachment; filename="evaluation-${id}-outputs.jsonl"`,
    },
  });
});
