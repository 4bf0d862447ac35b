import { describe, expect, it } from "vitest";
import { pickRepresentatives } from "./pick-representatives";

const c = (
  id: string,
  modelId: string,
  splitId: string,
  primary: number,
  createdAt: string,
  regime = "closed_book",
) => ({ id, modelId, regime, splitId, primary, createdAt });
const all = [
  c("s1", "m", "q1", 0.3, "2025-01-01"),
  c("s2", "m", "q1", 0.2, "2025-01-02"),
  c("s3", "m", "q1", 0.25, "2025-01-03"),
  c("s4", "m", "q2", 0.5, "2025-01-01"),
  c("s5", "m", "q1", 0.1, "2025-01-05", "open_web"),
];

describe("representative submissions", () => {
  it("takes the best per split for lower-is-better metrics, keeping regimes apart", () => {
    const picked = pickRepresentatives(all, "best", true);
    expect(
      picked
        .get("m~closed_book")!
        .map((s) => s.id)
        .sort(),
    ).toEqual(["s2", "s4"]);
    expect(picked.get("m~open_web")!.map((s) => s.id)).toEqual(["s5"]);
  });

  it("takes the best for higher-is-better metrics and the latest when asked", () => {
    expect(
      pickRepresentatives(all, "best", false)
        .get("m~closed_book")!
        .map((s) => s.id)
        .sort(),
    ).toEqual(["s1", "s4"]);
    expect(
      pickRepresentatives(all, "latest", true)
        .get("m~closed_book")!
        .map((s) => s.id)
        .sort(),
    ).toEqual(["s3", "s4"]);
  });
});
