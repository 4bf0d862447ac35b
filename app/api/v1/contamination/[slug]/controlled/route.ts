import { guardRoute } from "@/lib/auth/guard-route";
import { controlledRankingDtoSchema } from "@/lib/schemas/dto/contamination-views";
import { respondDto } from "@/lib/server/api/respond-dto";
import { getCurrentCallerOrNull } from "@/lib/auth/optional-caller";
import { splitNameSchema } from "@/lib/schemas/bundle-common";
import { contaminationPageParamsSchema, controlledSelectionSchema } from "@/lib/schemas/contamination";
import { getControlledRanking } from "@/lib/server/contamination/get-controlled-ranking";

const querySchema = controlledSelectionSchema.extend({ split: splitNameSchema.optional() });

/**
 * The contamination-controlled set for `?models=a,b&metrics=meteor,embedding` (defaults:
 * every visible model with scores, every metric) on `?split=` (a quarter or a month, by the
 * benchmark's period; default: the split with the most public submissions): n, why claims were left out, label counts (dev splits only),
 * and every public model ranked on the full and the controlled set with Δrank.
 */
export const GET = guardRoute(
  { access: "public", query: ["models", "metrics", "split"] },
  async ({ req, params }) => {
    const { slug } = contaminationPageParamsSchema.parse(params);
    const q = req.nextUrl.searchParams;
    const selection = querySchema.parse({
      modelIds: q.get("models") ?? undefined,
      metrics: q.get("metrics") ?? undefined,
      split: q.get("split") ?? undefined,
    });
    return respondDto(
      controlledRankingDtoSchema,
      await getControlledRanking(await getCurrentCallerOrNull(req), slug, selection),
    );
  },
);
