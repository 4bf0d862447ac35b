import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { importSummaryDtoSchema, type ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import type { Actor } from "@/lib/vocabulary";

/**
 * What publishing (or importing published) release `version` of a benchmark changed, as
 * recorded in its audit event; null when no such event exists. Maintainers and admins only.
 */
export async function getImportSummary(
  actor: Actor,
  slug: string,
  version: string,
): Promise<ImportSummaryDto | null> {
  const benchmark = await db.benchmark.findUnique({ where: { slug }, select: { id: true } });
  if (!benchmark || !(await canMaintainBenchmark(actor, benchmark.id)))
    throw new AppError("NOT_FOUND", `No benchmark '${slug}' that you maintain`);
  const event = await db.auditEvent.findFirst({
    where: {
      action: { in: ["bundle.publish", "bundle.import"] },
      targetType: "benchmark",
      targetId: benchmark.id,
      detailJson: { contains: `"release":${JSON.stringify(version)}` },
    },
    orderBy: { createdAt: "desc" },
    select: { detailJson: true },
  });
  if (!event) return null;
  const parsed = importSummaryDtoSchema.safeParse(JSON.parse(event.detailJson));
  return parsed.success ? parsed.data : null;
}
