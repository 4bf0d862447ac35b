import { describe, expect, it } from "vitest";
import { canMaintain, hasRole, isRole } from "@/lib/security/roles";
import { assertRole } from "@/lib/security/assert-role";

describe("roles", () => {
  it("orders researcher < maintainer < admin", () => {
    expect(hasRole("admin", "maintainer")).toBe(true);
    expect(hasRole("maintainer", "maintainer")).toBe(true);
    expect(hasRole("researcher", "maintainer")).toBe(false);
    expect(hasRole("maintainer", "admin")).toBe(false);
  });

  it("gives unknown roles nothing", () => {
    expect(isRole("superuser")).toBe(false);
    expect(hasRole("superuser", "researcher")).toBe(false);
  });

  it("lets maintainers act only on their own benchmarks, admins on all", () => {
    expect(canMaintain({ role: "maintainer" }, "b1", ["b1"])).toBe(true);
    expect(canMaintain({ role: "maintainer" }, "b2", ["b1"])).toBe(false);
    expect(canMaintain({ role: "researcher" }, "b1", ["b1"])).toBe(false);
    expect(canMaintain({ role: "admin" }, "b2", [])).toBe(true);
  });

  it("assertRole throws a 403 AppError", () => {
    expect(() => assertRole({ role: "researcher" }, "admin")).toThrow(
      expect.objectContaining({ status: 403, code: "FORBIDDEN" }),
    );
    expect(() => assertRole({ role: "admin" }, "admin")).not.toThrow();
  });
});
