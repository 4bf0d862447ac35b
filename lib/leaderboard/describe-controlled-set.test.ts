import { describe, expect, it } from "vitest";
import { controlledSetNote, controlledSetTooSmall, countControlledSet } from "./describe-controlled-set";

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
// The whole benchmark: 50 clean, 21 flagged, 2200 unassessed, over two splits.
const set = {
  claimIds: [...ids("a", 40), ...ids("b", 10)],
  flaggedClaimIds: [...ids("af", 9), ...ids("bf", 12)],
  unassessedClaimIds: ids("bu", 2200),
  modelIds: ["m1"],
  metrics: ["meteor", "embedding"],
};
// The selection: split a only.
const selected = [...ids("a", 40), ...ids("af", 9)];

describe("contamination-controlled note", () => {
  it("counts for the current selection, not the whole benchmark", () => {
    const c = countControlledSet({ selected, set, boardModelIds: ["m1", "m2", "m3", "m4", "m5"] });
    expect(c).toMatchObject({
      selected: 49,
      clean: 40,
      flagged: 9,
      unassessed: 0,
      assessedModels: 1,
      unassessedOnBoard: 4,
    });
    const note = controlledSetNote(c);
    expect(note).toBe(
      "Contamination-controlled: ranked on 40 claims of the 49 in this selection, those not flagged for the 1 model with contamination scores under METEOR or embeddings. Left out: 9 flagged, 0 not assessed (no evidence for some assessed model). 4 models of the 5 on this board have no contamination scores, so the set says nothing about them.",
    );
    expect(note).not.toMatch(/2,?200|21 flagged|every model/);
  });

  it("says once and plainly why the set is empty or too small", () => {
    const none = countControlledSet({
      selected,
      set: {
        ...set,
        claimIds: [],
        flaggedClaimIds: [],
        unassessedClaimIds: selected,
        modelIds: [],
        metrics: [],
      },
      boardModelIds: ["m1"],
    });
    expect(controlledSetTooSmall(none, 30)).toBe(
      "The contamination-controlled set is empty: no model on this benchmark has contamination scores yet, so no claim can be vouched for.",
    );
    const allFlagged = countControlledSet({ selected: ids("af", 9), set, boardModelIds: ["m1"] });
    const empty = controlledSetTooSmall(allFlagged, 30);
    expect(empty).toBe(
      "The contamination-controlled set is empty for this selection: every one of its 9 claims is left out (9 flagged, 0 not assessed for the 1 model with contamination scores under METEOR or embeddings).",
    );
    expect(empty.match(/left out/g)).toHaveLength(1);
    const small = countControlledSet({
      selected: [...ids("a", 10), ...ids("af", 9)],
      set: { ...set, modelIds: ["m1", "m2"] },
      boardModelIds: ["m1"],
    });
    expect(controlledSetTooSmall(small, 30)).toBe(
      "The contamination-controlled set has only 10 claims of the 19 in this selection (9 flagged, 0 not assessed for any of the 2 models with contamination scores under METEOR or embeddings); at least 30 are needed to rank on it.",
    );
    expect(controlledSetTooSmall(countControlledSet({ selected: [], set, boardModelIds: [] }), 30)).toMatch(
      /holds no claims/,
    );
  });
});
