import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { AppError } from "@/lib/errors/app-error";
import { toCsv } from "@/lib/leaderboard/to-csv";
import { CLAIM_RESULT_COLUMNS, getClaimResults } from "@/lib/server/submissions/get-claim-results";

const formatSchema = z.enum(["jsonl", "csv"]);

/** Per-claim results of one's own submission on a public dev split, as JSONL (default) or CSV (`?format=csv`). */
export const GET = guardRoute(
  { access: "user", scope: "read", query: ["format"] },
  async ({ req, caller, params }) => {
    const format = formatSchema.safeParse(new URL(req.url).searchParams.get("format") ?? "jsonl");
    if (!format.success) throw new AppError("BAD_REQUEST", "format must be jsonl or csv");
    const id = String(params.id);
    const rows = await getClaimResults(caller, id);
    if (format.data === "csv") {
      const body = toCsv(
        CLAIM_RESULT_COLUMNS,
        rows.map((r) => CLAIM_RESULT_COLUMNS.map((c) => r[c])),
      );
      return new Response(body, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="results-${id}.csv"`,
        },
      });
    }
    return new Response(rows.map((r) => JSON.stringify(r)).join("\n") + "\n", {
      headers: {
        "content-type": "application/x-ndjson",
        "content-disposition": `attachment; filename="results-${id}.jsonl"`,
      },
    });
  },
);
