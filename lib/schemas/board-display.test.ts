import { describe, expect, it } from "vitest";
import { boardMetrics } from "@/lib/scoring/metrics";
import { BOARD_COLUMNS, isColumnShown, readBoardDisplay, withDefaultColumns } from "./board-display";

describe("withDefaultColumns", () => {
  const sliced = boardMetrics("verdict", true);

  it("shows the ranked metric, the next two headline metrics and the format success rate by default", () => {
    const shown = withDefaultColumns({}, sliced, "avg12");
    const metrics = sliced.filter((m) => isColumnShown(shown, m));
    expect(metrics).toEqual(["avg12", "macro_f1", "accuracy", "fsr"]);
    for (const c of BOARD_COLUMNS) expect(isColumnShown(shown, c)).toBe(c !== "open_weights");
  });

  it("keeps a metric ranked on even when it is parsed-only, with the format success rate beside it", () => {
    const shown = withDefaultColumns({}, sliced, "macro_f1_parsed");
    expect(isColumnShown(shown, "macro_f1_parsed")).toBe(true);
    expect(isColumnShown(shown, "fsr")).toBe(true);
    expect(isColumnShown(shown, "accuracy_parsed")).toBe(false);
    const integrity = boardMetrics("integrity", false);
    expect(integrity.filter((m) => isColumnShown(withDefaultColumns({}, integrity, "mse"), m))).toEqual([
      "mse",
      "mae",
      "acc3",
    ]);
  });

  it("leaves the URL's own choice as it is", () => {
    const display = readBoardDisplay({ cols: "accuracy_parsed,n" });
    expect(withDefaultColumns(display, sliced, "avg12")).toBe(display);
  });
});
