import "server-only";
import { DIFFICULTY_WITHHELD, discloseBoardDifficulty } from "@/lib/disclosure/disclose-difficulty";
import { EXACT_DISCLOSURE } from "@/lib/disclosure/disclosure-policy";
import type { BoardDifficultyDto } from "@/lib/schemas/dto/difficulty";
import type { Viewer } from "@/lib/server/benchmarks/visibility";
import { findBoardBenchmark } from "./board-lookups";
import { getLeaderboard } from "./get-leaderboard";
import { loadClaimExternalIds } from "./board-data";

/**
 * A board's claim difficulties and adjusted cutoff gaps (DOMAIN.md §9) for the board's own
 * filters: read from the stored board table. Per-claim difficulties only on public-label
 * splits; on a selection holding a hidden split, everyone but the maintainers gets nothing
 * but the reason (they cannot be composed from disclosed results).
 */
export async function getBoardDifficulty(
  viewer: Viewer,
  slug: string,
  raw: Record<string, string>,
): Promise<BoardDifficultyDto> {
  const { view: _view, format: _format, models: _models, ...filters } = raw;
  const board = await getLeaderboard(viewer, slug, filters);
  const base = {
    benchmark: { slug: board.benchmark.slug, track: board.benchmark.track },
    splits: board.query.splits,
    bootstrap: board.bootstrap,
  };
  const empty = { ...base, fieldSize: 0, minField: 0, claims: [], entries: [], periods: [] };
  if (!board.release.exact) return { ...empty, message: DIFFICULTY_WITHHELD };
  const benchmark = await findBoardBenchmark(viewer, slug);
  const publicSplits = benchmark.splits.filter((s) => !s.hidden && board.query.splits.includes(s.name));
  const publicIds = new Set<string>();
  for (const s of publicSplits)
    for (const id of (await loadClaimExternalIds(s.id)).values()) publicIds.add(id);
  const disclosed = discloseBoardDifficulty(EXACT_DISCLOSURE, board.difficulty, publicIds);
  if (!disclosed) return { ...empty, message: "No claim difficulty was computed for this board." };
  const modelOf = new Map(board.rows.map((r) => [r.entryId, r.model]));
  return {
    ...base,
    fieldSize: disclosed.fieldSize,
    minField: disclosed.minField,
    message: disclosed.message,
    claims: disclosed.claims,
    entries: disclosed.entries.map((e) => ({
      ...e,
      model: modelOf.get(e.entryId) ?? e.entryId,
      nPre: e.nPre ?? 0,
      nPost: e.nPost ?? 0,
      fieldSize: e.fieldSize ?? 0,
    })),
    periods: disclosed.periods,
  };
}
