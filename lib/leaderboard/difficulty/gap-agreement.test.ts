import { describe, expect, it } from "vitest";
import { gapDisagreement } from "./gap-agreement";

describe("gapDisagreement", () => {
  it("says nothing when both agree in sign and significance", () => {
    expect(
      gapDisagreement(
        "m",
        { value: -0.1, low: -0.2, high: -0.05 },
        { value: -0.08, low: -0.1, high: -0.02 },
        false,
        false,
      ),
    ).toBeNull();
  });

  it("explains a raw drop that the harder claims account for", () => {
    const text = gapDisagreement(
      "m",
      { value: -0.2, low: -0.25, high: -0.15 },
      { value: -0.01, low: -0.05, high: 0.03 },
      false,
      false,
    );
    expect(text).toMatch(/raw difference says worse after its cutoff \(significant\)/);
    expect(text).toMatch(/adjusted gap says worse after its cutoff \(not significant\)/);
    expect(text).toMatch(/harder for the whole field/);
  });

  it("reads MSE gaps with higher as worse, and a sign flip as disagreement", () => {
    const text = gapDisagreement(
      "m",
      { value: 0.05, low: 0.01, high: 0.09 },
      { value: -0.02, low: -0.04, high: -0.01 },
      true,
      true,
    );
    expect(text).toMatch(/raw difference says worse/);
    expect(text).toMatch(/adjusted gap says better/);
  });

  it("says nothing when a gap is missing", () => {
    expect(
      gapDisagreement(
        "m",
        { value: -0.1, low: -0.2, high: 0 },
        { value: null, low: null, high: null },
        false,
        false,
      ),
    ).toBeNull();
  });
});
