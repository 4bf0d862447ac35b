import { NextResponse } from "next/server";
import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";
import { formatDate } from "@/lib/format";
import { DIFFICULTY_CSV_PARTS, difficultyCsv } from "@/lib/leaderboard/difficulty/difficulty-csv";
import { parseInput } from "@/lib/errors/app-error";
import { boardDifficultyDtoSchema } from "@/lib/schemas/dto/difficulty";
import { LEADERBOARD_PARAMS, readLeaderboardParams } from "@/lib/schemas/leaderboard";
import { respondDto } from "@/lib/server/api/respond-dto";
import { getBoardDifficulty } from "@/lib/server/leaderboards/get-board-difficulty";

const partSchema = z.object({ part: z.enum(DIFFICULTY_CSV_PARTS).default("entries") });

/**
 * Claim difficulties and difficulty-adjusted cutoff gaps (DOMAIN §9) for the board's own
 * filters; `format=csv` exports the entries (`part=claims` or `periods` the other tables).
 */
export const GET = guardRoute(
  { access: "public", query: [...LEADERBOARD_PARAMS, "part"] },
  async ({ req, params }) => {
    const viewer = await getCurrentCallerOrNull(req);
    const slug = String(params.slug);
    const { part: rawPart, ...raw } = readLeaderboardParams(req.nextUrl.searchParams);
    const { part } = parseInput(
      partSchema,
      rawPart === undefined ? {} : { part: rawPart },
      "part must be entries, claims or periods",
    );
    const result = await getBoardDifficulty(viewer, slug, raw);
    if (raw["format"] === "csv")
      return new NextResponse(difficultyCsv(result, part), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${slug}-difficulty-${part}-${formatDate(new Date())}.csv"`,
        },
      });
    return respondDto(boardDifficultyDtoSchema, result);
  },
);
