import "server-only";
import { boardMetrics } from "@/lib/scoring/metrics";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { getDisclosurePolicy } from "@/lib/server/disclosure/get-disclosure-policy";
import { findBoardBenchmark, listBoardSubmissions } from "./board-lookups";
import { DISCLOSED } from "@/lib/vocabulary";

/** What the compare form offers for the chosen benchmark: models with a public score, and metrics. */
export type CompareChoices = {
  slug: string;
  models: { id: string; name: string }[];
  metrics: string[];
};

/**
 * The compare form's choices for one benchmark the viewer may see (404 otherwise), for when
 * compareModels could not say (a bad filter). A model appears when the viewer could compare
 * it: on hidden splits only submissions the Ladder disclosed count (lib/disclosure), as in
 * compareModels.
 */
export async function listCompareChoices(viewer: Viewer, slug: string): Promise<CompareChoices> {
  const bench = await findBoardBenchmark(viewer, slug);
  const policy = getDisclosurePolicy(
    bench,
    bench.splits.some((s) => s.hidden),
  );
  const hidden = new Set(bench.splits.filter((s) => s.hidden).map((s) => s.id));
  const subs = await listBoardSubmissions(
    bench.id,
    bench.splits.map((s) => s.id),
  );
  const shown = subs.filter(
    (s) => policy.exact || !hidden.has(s.splitId) || s.disclosure?.status === DISCLOSED,
  );
  const models = [
    ...new Map(shown.map((s) => [s.model.id, { id: s.model.id, name: s.model.name }])).values(),
  ].sort((x, y) => x.name.localeCompare(y.name));
  return { slug: bench.slug, models, metrics: boardMetrics(bench.track, bench.slices.length > 0) };
}
