import { describe, expect, it } from "vitest";
import { boardBootstrapSize } from "./bootstrap-size";

describe("boardBootstrapSize", () => {
  it("keeps B = 1000 up to 5,000 claims and never goes below 200", () => {
    expect(boardBootstrapSize(150)).toBe(1000);
    expect(boardBootstrapSize(5000)).toBe(1000);
    expect(boardBootstrapSize(10_000)).toBe(500);
    expect(boardBootstrapSize(25_000)).toBe(200);
    expect(boardBootstrapSize(1_000_000)).toBe(200);
  });
});
