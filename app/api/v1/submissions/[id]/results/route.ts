import { guardRoute } from "@/lib/auth/guard-route";
import { getClaimResults } from "@/lib/server/submissions/get-claim-results";

/** Per-claim results (JSONL) of one's own submission on a public dev split. */
export const GET = guardRoute({ access: "user", scope: "read" }, async ({ caller, params }) => {
  const lines = await getClaimResults(caller, String(params.id));
  return new Response(lines.join("\n") + "\n", {
    headers: { "content-type": "application/x-ndjson", "content-disposition": `attachment; filename="results-${String(params.id)}.jsonl"` },
  });
});
