/**
 * What the leaderboard says about its contamination-controlled set (DOMAIN §4), counted for
 * the current selection (chosen splits and claim window), not for the whole benchmark.
 */
interface ControlledSetInput {
  /** Claims of the chosen splits inside the window (external ids). */
  selected: readonly string[];
  set: {
    claimIds: readonly string[];
    flaggedClaimIds: readonly string[];
    unassessedClaimIds: readonly string[];
    modelIds: readonly string[];
    metrics: readonly string[];
  };
  /** Models with a row on this board (platform baselines have none). */
  boardModelIds: readonly string[];
}

export interface ControlledCounts {
  selected: number;
  clean: number;
  flagged: number;
  unassessed: number;
  /** Models with contamination scores (the set vouches for these only). */
  assessedModels: number;
  boardModels: number;
  /** Models on the board without contamination scores. */
  unassessedOnBoard: number;
  metrics: readonly string[];
  /** The clean claims of the selection, to rank on. */
  cleanIds: string[];
}

const METRIC_NAMES: Record<string, string> = { meteor: "METEOR", embedding: "embeddings" };
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function countControlledSet({ selected, set, boardModelIds }: ControlledSetInput): ControlledCounts {
  const clean = new Set(set.claimIds);
  const flagged = new Set(set.flaggedClaimIds);
  const unassessed = new Set(set.unassessedClaimIds);
  const assessed = new Set(set.modelIds);
  const cleanIds = selected.filter((id) => clean.has(id));
  return {
    selected: selected.length,
    clean: cleanIds.length,
    cleanIds,
    flagged: selected.filter((id) => flagged.has(id)).length,
    unassessed: selected.filter((id) => unassessed.has(id)).length,
    assessedModels: set.modelIds.length,
    boardModels: boardModelIds.length,
    unassessedOnBoard: boardModelIds.filter((id) => !assessed.has(id)).length,
    metrics: set.metrics,
  };
}

function whoAndHow(c: ControlledCounts): string {
  const metrics = c.metrics.map((m) => METRIC_NAMES[m] ?? m).join(" or ");
  return `${c.assessedModels === 1 ? "the 1 model" : `any of the ${plural(c.assessedModels, "model")}`} with contamination scores${metrics ? ` under ${metrics}` : ""}`;
}

function unassessedModels(c: ControlledCounts): string {
  if (c.unassessedOnBoard === 0) return "";
  return ` ${plural(c.unassessedOnBoard, "model")} of the ${c.boardModels} on this board ${c.unassessedOnBoard === 1 ? "has" : "have"} no contamination scores, so the set says nothing about ${c.unassessedOnBoard === 1 ? "it" : "them"}.`;
}

/** The note above a board ranked on the controlled set. */
export function controlledSetNote(c: ControlledCounts): string {
  return `Contamination-controlled: ranked on ${plural(c.clean, "claim")} of the ${c.selected.toLocaleString("en-US")} in this selection, those not flagged for ${whoAndHow(c)}. Left out: ${c.flagged.toLocaleString("en-US")} flagged, ${c.unassessed.toLocaleString("en-US")} not assessed (no evidence for some assessed model).${unassessedModels(c)}`;
}

/** Why the board cannot rank on the controlled set, said once and plainly. */
export function controlledSetTooSmall(c: ControlledCounts, minimum: number): string {
  if (c.selected === 0)
    return "This selection holds no claims, so there is no contamination-controlled set to rank on.";
  if (c.assessedModels === 0 || c.metrics.length === 0)
    return "The contamination-controlled set is empty: no model on this benchmark has contamination scores yet, so no claim can be vouched for.";
  const why = `${c.flagged.toLocaleString("en-US")} flagged, ${c.unassessed.toLocaleString("en-US")} not assessed for ${whoAndHow(c)}`;
  if (c.clean === 0)
    return `The contamination-controlled set is empty for this selection: every one of its ${plural(c.selected, "claim")} is left out (${why}).`;
  return `The contamination-controlled set has only ${plural(c.clean, "claim")} of the ${c.selected.toLocaleString("en-US")} in this selection (${why}); at least ${minimum} are needed to rank on it.`;
}
