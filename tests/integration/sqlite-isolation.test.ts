// On SQLite the app shares one connection: a plain query must never run inside another
// request's open transaction (seeing its uncommitted rows, or being rolled back with it).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";

describe.skipIf(isPostgres)("SQLite connection isolation", () => {
  it("keeps plain queries out of an open transaction", async () => {
    const email = `iso${Date.now()}@example.org`;
    let seenInside: number | null = null;
    let pending: Promise<unknown>[] = [];
    const failing = db.$transaction(async (tx) => {
      await tx.user.create({ data: { email, name: "Uncommitted" } });
      // Another request reads and writes while this transaction is open.
      const outside = db.user.count({ where: { email } }).then((n) => (seenInside = n));
      const write = db.auditEvent.create({
        data: { action: "test.isolation", targetType: "t", targetId: email },
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(seenInside).toBeNull(); // it waits for the transaction instead of joining it
      pending = [outside, write];
      throw new Error("roll back");
    });
    await expect(failing).rejects.toThrow("roll back");
    await Promise.all(pending);
    expect(seenInside).toBe(0);
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await db.auditEvent.count({ where: { action: "test.isolation", targetId: email } })).toBe(1);
  });
});
