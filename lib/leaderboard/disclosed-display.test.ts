import { describe, expect, it } from "vitest";
import { columnSteps, formatDisclosed, sharedRanks } from "./disclosed-display";
import type { LeaderboardRow } from "./types";

const row = (id: string, rank: number | null, mse: number, n: number): LeaderboardRow =>
  ({
    entryId: id,
    rank,
    n,
    status: rank === null ? "contaminated" : "ranked",
    metrics: { mse: { value: mse, low: Math.max(0, mse - 0.01), high: mse + 0.02 } },
  }) as unknown as LeaderboardRow;

const disclosed = { exact: false, stepOverride: null };

describe("released board display", () => {
  it("prints every row of a column to the coarsest step, never finer than a row's own", () => {
    const rows = [row("a", 1, 0.12, 2000), row("b", 2, 0.15, 60)];
    const steps = columnSteps(rows, ["mse"], disclosed);
    const fine = columnSteps([rows[0]!], ["mse"], disclosed);
    expect(steps.mse).not.toBeNull();
    expect(steps.mse!).toBeGreaterThanOrEqual(fine.mse!);
    expect(columnSteps(rows, ["mse"], { exact: true }).mse).toBeNull();
  });
  it("reads a released error of 0 as below the step, not a perfect score", () => {
    expect(formatDisclosed("mse", { value: 0, low: 0, high: 0.02 }, 0.01).value).toBe("< 0.01");
    expect(formatDisclosed("mse", { value: 0, low: 0, high: 0.02 }, null).value).toBe("0.000");
    expect(formatDisclosed("accuracy", { value: 0, low: 0, high: 0.02 }, 0.01).value).toBe("0%");
    // A row disclosed finer than its column's step can print as 0 at the column's step too.
    expect(formatDisclosed("mse", { value: 0.04, low: 0.02, high: 0.06 }, 0.1).value).toBe("< 0.1");
    expect(formatDisclosed("mse", { value: 0.06, low: 0.02, high: 0.08 }, 0.1).value).toBe("0.1");
  });
  it("lets tied disclosed values share a rank, and leaves exact ranks alone", () => {
    const rows = [
      row("a", 1, 0.1, 500),
      row("b", 2, 0.12, 500),
      row("c", 3, 0.12, 500),
      row("d", 4, 0.2, 500),
    ];
    expect([...sharedRanks(rows, "mse", 0.01).values()]).toEqual(["1", "=2", "=2", "4"]);
    expect([...sharedRanks(rows, "mse", null).values()]).toEqual(["1", "2", "3", "4"]);
  });
});
