import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { templateLines } from "@/lib/scoring/prediction-format";
import { findVisibleBenchmark, listVisibleSplits } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Actor } from "@/lib/vocabulary";
import { hasAccess } from "@/lib/server/access/has-access";
import { isSealedFor, sealedReadError } from "@/lib/server/benchmarks/sealed-splits";

/**
 * The empty prediction template of one split: every claim id (and slice), no prediction
 * and never a label. Only for users who may see the split and, on a gated benchmark, have
 * access (claim ids are the benchmark's data), and on a sealed split only for its
 * maintainers (it takes no uploads); 404/403 otherwise.
 */
export async function getPredictionTemplate(
  actor: Actor,
  input: { slug: string; split: string; format: "jsonl" | "csv" },
): Promise<{ fileName: string; lines: Iterable<string> }> {
  const benchmark = await findVisibleBenchmark(actor, input.slug);
  const split = (await listVisibleSplits(benchmark)).find((s) => s.name === input.split);
  if (!split) throw new AppError("NOT_FOUND", `No split ${input.split} in '${input.slug}'`);
  if (!(await hasAccess(actor, benchmark)))
    throw new AppError("FORBIDDEN", `Request access to '${input.slug}' to download its templates`);
  if (isSealedFor(split, benchmark)) throw sealedReadError(input.slug, input.split);
  const claims = await db.claim.findMany({
    where: { splitId: split.id },
    orderBy: { externalId: "asc" },
    select: { externalId: true },
  });
  return {
    fileName: `${benchmark.slug}-${input.split}-template.${input.format}`,
    lines: templateLines(
      benchmark,
      claims.map((c) => c.externalId),
      input.format,
    ),
  };
}
