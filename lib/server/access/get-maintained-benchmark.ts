import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { findVisibleBenchmark, type VisibleBenchmark } from "@/lib/server/benchmarks/find-visible-benchmark";
import type { Actor } from "@/lib/vocabulary";

/** A benchmark the actor maintains, with its access settings; 404 when unknown, 403 when not theirs. */
export async function getMaintainedBenchmark(actor: Actor, slug: string): Promise<VisibleBenchmark> {
  const benchmark = await findVisibleBenchmark(actor, slug);
  // Whether the actor maintains it came with the benchmark (findVisibleBenchmark).
  if (!benchmark.canMaintain) throw new AppError("FORBIDDEN", `You do not maintain '${slug}'`);
  return benchmark;
}
