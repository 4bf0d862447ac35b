// The one place a composed board reads hidden gold: the platform baselines (always 0,
// random, majority), fixed predictions no participant chooses, scored per split and, on a
// hidden split, disclosed at that split's step. They are the same for every visitor and
// every selection, so they add no adaptive channel (docs/SECURITY.md, "The composition rule").
import "server-only";
import { boardBootstrapSize } from "@/lib/leaderboard/bootstrap-size";
import { buildBoard } from "@/lib/leaderboard/build-board";
import type { SliceCut } from "@/lib/leaderboard/cut";
import type { SplitPart } from "@/lib/disclosure/compose-parts";
import { discloseNumber, type DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import type { Interval } from "@/lib/scoring/bootstrap";
import { leaderboardCaches } from "./leaderboard-caches";
import { loadSplitGold } from "./load-split-gold";

export type SplitBaselines = {
  rows: { id: string; name: string; part: SplitPart }[];
  /** The benchmark's declared claim and media properties (integrity track), as the gold lists them. */
  properties?: { name: string; kind: "claim" | "media" }[];
};

export function loadSplitBaselines(
  split: { id: string; name: string; periodIndex: number; hidden: boolean },
  labelVersionId: string,
  options: { cut: SliceCut; metric: string; lowerIsBetter: boolean; seed: number },
  policy: DisclosurePolicy,
): Promise<SplitBaselines> {
  const key = JSON.stringify([split.id, labelVersionId, split.hidden, options, policy]);
  const hit = leaderboardCaches.baselines.get(key);
  if (hit) return hit;
  const loading = (async (): Promise<SplitBaselines> => {
    const gold = (await loadSplitGold(split.id, labelVersionId)).benchmark;
    // Each split's baselines are bootstrapped with the B its own size gives (as its scores are).
    const b = boardBootstrapSize(gold.claims.length);
    const board = buildBoard(gold, [], { window: {}, bufferDays: 0, revealMajority: false, b, ...options });
    const rounded = (metric: string, v: number, n: number, fsr: number | undefined) =>
      split.hidden ? discloseNumber(policy, metric, v, n, fsr) : v;
    const rows = board.rows.map((row) => {
      const fsr = row.values["fsr"];
      const values = Object.fromEntries(
        Object.entries(row.values).map(([k, v]) => [k, rounded(k, v, row.n, fsr)]),
      );
      const intervals = Object.fromEntries(
        Object.entries(row.intervals).map(([k, [low, high]]): [string, Interval] => [
          k,
          [rounded(k, low, row.n, fsr), rounded(k, high, row.n, fsr)],
        ]),
      );
      return {
        id: row.id,
        name: row.name ?? row.id,
        part: { split: split.name, periodIndex: split.periodIndex, n: row.n, missing: 0, values, intervals },
      };
    });
    return { rows, ...(gold.properties?.length ? { properties: gold.properties } : {}) };
  })();
  leaderboardCaches.baselines.set(key, loading);
  loading.catch(() => leaderboardCaches.baselines.delete(key));
  return loading;
}
