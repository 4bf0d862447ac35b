import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { templateLines } from "@/lib/scoring/prediction-format";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { hasAccess } from "@/lib/server/access/has-access";

/**
 * The empty prediction template of one split: every claim id (and slice), no prediction
 * and never a label. Only for users who may see the split and, on a gated benchmark, have
 * access (claim ids are the benchmark's data); 404/403 otherwise.
 */
export async function getPredictionTemplate(
  actor: { id: string; role: string },
  input: { slug: string; split: string; format: "jsonl" | "csv" },
): Promise<{ fileName: string; lines: Iterable<string> }> {
  const benchmark = await getBenchmark(actor, input.slug);
  if (!benchmark.splits.some((s) => s.name === input.split))
    throw new AppError("NOT_FOUND", `No split ${input.split} in '${input.slug}'`);
  if (!(await hasAccess(actor, benchmark.id)))
    throw new AppError("FORBIDDEN", `Request access to '${input.slug}' to download its templates`);
  const claims = await db.claim.findMany({
    where: { benchmarkId: benchmark.id, split: { name: input.split } },
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
