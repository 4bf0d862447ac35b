import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { splitPatchSchema } from "@/lib/schemas/schedule";
import type { SplitSettingsDto } from "@/lib/schemas/dto/schedule";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { scheduleSplitRetirement } from "@/lib/server/schedule/schedule-split-retirement";
import { setSplitSealed } from "./set-split-sealed";
import { SPLIT_KINDS, type Actor } from "@/lib/vocabulary";
import { z } from "zod";

/**
 * PATCH /benchmarks/{slug}/splits/{split}: a maintainer changes the split's settings named in
 * `body` (each field by its own service; fields left out stay), and reads them back.
 */
export async function updateSplit(
  actor: Actor,
  slug: string,
  splitName: string,
  body: unknown,
  now: Date = new Date(),
): Promise<SplitSettingsDto> {
  const patch = parseInput(splitPatchSchema, body, "The split was not changed");
  const messages: string[] = [];
  if (patch.sealed !== undefined) messages.push(await setSplitSealed(actor, slug, splitName, patch.sealed));
  if (patch.retireAt !== undefined)
    messages.push(await scheduleSplitRetirement(actor, slug, splitName, patch.retireAt, now));
  if (messages.length === 0)
    throw new AppError("BAD_REQUEST", "Name at least one setting to change: sealed, retireAt");
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const split = await db.split.findFirstOrThrow({
    where: { benchmarkId: benchmark.id, name: splitName },
    select: { name: true, kind: true, sealed: true, retireAt: true, retiredAt: true },
  });
  return {
    benchmark: slug,
    name: split.name,
    kind: z.enum(SPLIT_KINDS).parse(split.kind),
    sealed: split.sealed && split.retiredAt === null,
    retireAt: split.retiredAt ? null : (split.retireAt?.toISOString() ?? null),
    retiredAt: split.retiredAt?.toISOString() ?? null,
    message: messages.join(" "),
  };
}
