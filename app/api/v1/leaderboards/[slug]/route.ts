import { formatDate } from "@/lib/format";
import { NextResponse } from "next/server";
import { guardRoute } from "@/lib/auth/guard-route";
import { respondDto } from "@/lib/server/api/respond-dto";
import { leaderboardDtoSchema } from "@/lib/schemas/dto/leaderboard";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";
import { leaderboardCsv } from "@/lib/leaderboard/leaderboard-csv";
import { LEADERBOARD_PARAMS, readLeaderboardParams } from "@/lib/schemas/leaderboard";
import { getLeaderboard } from "@/lib/server/leaderboards/get-leaderboard";

/**
 * The leaderboard with the page's filters (splits, slice, mode, regime, start, end, buffer,
 * cutoff, metric, view, models); `format=csv` downloads the same numbers as CSV.
 */
export const GET = guardRoute({ access: "public", query: LEADERBOARD_PARAMS }, async ({ req, params }) => {
  const viewer = await getCurrentCallerOrNull(req);
  const slug = String(params.slug);
  const raw = readLeaderboardParams(req.nextUrl.searchParams);
  const result = await getLeaderboard(viewer, slug, raw);
  if (result.query.format === "csv") {
    return new NextResponse(leaderboardCsv(result), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${slug}-${result.query.view}-${formatDate(new Date())}.csv"`,
      },
    });
  }
  return respondDto(leaderboardDtoSchema, result);
});
