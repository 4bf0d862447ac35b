import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { assertRole } from "@/lib/security/assert-role";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";

const inputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter the user's email address")),
  maintains: z.boolean(),
});

/**
 * An admin makes a user a maintainer of a benchmark, or removes them. A researcher who is
 * assigned becomes a maintainer (the maintainer pages need the role); removing never lowers
 * a role, since the user may maintain other benchmarks. Audited with the role change.
 */
export async function setBenchmarkMaintainer(
  actor: Actor,
  slug: string,
  input: unknown,
): Promise<{ changed: boolean }> {
  assertRole(actor, "admin");
  const { email, maintains } = parseInput(inputSchema, input, "Check the email address");
  return db.$transaction(async (tx) => {
    const benchmark = await tx.benchmark.findUnique({ where: { slug }, select: { id: true } });
    if (!benchmark) throw new AppError("NOT_FOUND", `No benchmark '${slug}'`);
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, role: true } });
    if (!user)
      throw new AppError("NOT_FOUND", `No user with the address ${email}`, {
        email: "No account uses this address",
      });
    const key = { benchmarkId_userId: { benchmarkId: benchmark.id, userId: user.id } };
    const existing = await tx.benchmarkMaintainer.findUnique({ where: key, select: { userId: true } });
    if ((existing !== null) === maintains) return { changed: false };
    if (maintains) {
      await tx.benchmarkMaintainer.create({ data: { benchmarkId: benchmark.id, userId: user.id } });
      if (user.role === "researcher")
        await tx.user.update({ where: { id: user.id }, data: { role: "maintainer" } });
    } else {
      await tx.benchmarkMaintainer.delete({ where: key });
    }
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: maintains ? "benchmark.add_maintainer" : "benchmark.remove_maintainer",
      targetType: "benchmark",
      targetId: benchmark.id,
      detail: {
        benchmark: slug,
        userId: user.id,
        email,
        ...(maintains && user.role === "researcher"
          ? { role: { from: "researcher", to: "maintainer" } }
          : {}),
      },
    });
    return { changed: true };
  });
}
