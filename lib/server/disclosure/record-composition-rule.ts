import "server-only";
import { db } from "@/lib/db";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";

export const COMPOSITION_RULE_ACTION = "release.composition_rule";

/**
 * Notes in the audit log, once per benchmark, that its public hidden-split numbers follow the
 * composition rule from now on (docs/SECURITY.md): pooled values, intervals and ranks shown
 * to non-maintainers changed from "each view rounds its own exact number" to "computed from
 * the Ladder's disclosed per-split results". Benchmarks with a public scored submission on a
 * hidden split (test not retired) and no such event yet get one. Returns how many.
 */
export async function recordCompositionRule(now = new Date()): Promise<number> {
  const benchmarks = await db.benchmark.findMany({
    where: {
      submissions: { some: { status: "scored", isPublic: true, split: { kind: "test", retiredAt: null } } },
    },
    select: { id: true, slug: true },
  });
  const noted = new Set(
    (
      await db.auditEvent.findMany({
        where: { action: COMPOSITION_RULE_ACTION, targetType: "benchmark" },
        select: { targetId: true },
      })
    ).map((e) => e.targetId),
  );
  const pending = benchmarks.filter((b) => !noted.has(b.id));
  for (const b of pending)
    await recordAuditEvent(db, {
      actorId: null,
      action: COMPOSITION_RULE_ACTION,
      targetType: "benchmark",
      targetId: b.id,
      detail: {
        slug: b.slug,
        since: now.toISOString(),
        before: "each view rounded its own exact hidden-split number; ranks came from exact values",
        after:
          "hidden-split numbers shown to non-maintainers are computed from the Ladder's disclosed per-split results (pooled as claim-weighted means, ranks from displayed values); the contamination-controlled ranking and flagged-vs-unflagged comparisons on hidden splits are withheld",
        releasedScores: "unchanged (stored disclosures)",
      },
    });
  return pending.length;
}
