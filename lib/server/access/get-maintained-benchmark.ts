import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { findBenchmarkBySlug, type AccessBenchmark } from "@/lib/server/access/find-benchmark-by-slug";
import type { Actor } from "@/lib/vocabulary";

/** A benchmark the actor maintains, with its access settings; 404 when unknown, 403 when not theirs. */
export async function getMaintainedBenchmark(actor: Actor, slug: string): Promise<AccessBenchmark> {
  const benchmark = await findBenchmarkBySlug(actor, slug);
  if (!(await canMaintainBenchmark(actor, benchmark.id)))
    throw new AppError("FORBIDDEN", `You do not maintain '${slug}'`);
  return benchmark;
}
