import "server-only";
import type { ContaminationBenchmark, ContaminationContext } from "./load-contamination-context";

/** The context's benchmark as the contamination pages show it (its track stays on the server). */
export function toContaminationBenchmark(ctx: ContaminationContext): ContaminationBenchmark {
  const { id, slug, title, canMaintain, isDemo, tau } = ctx.benchmark;
  return { id, slug, title, canMaintain, isDemo, tau };
}
