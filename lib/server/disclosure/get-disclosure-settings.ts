import "server-only";
import { db } from "@/lib/db";
import { primaryMetric } from "@/lib/scoring/metrics";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { MIN_DISCLOSURE_N, disclosureStep } from "@/lib/disclosure/disclosure-step";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { HIDDEN_SPLIT_SELECT } from "@/lib/server/benchmarks/visibility";
import type { Actor } from "@/lib/vocabulary";
import { decodeJsonColumn } from "@/lib/db-columns";
import { auditDetailColumn } from "@/lib/schemas/stored-columns";
import { DISCLOSED } from "@/lib/vocabulary";

type DisclosureSettings = {
  slug: string;
  title: string;
  disclosureStep: number | null;
  metric: string;
  splits: {
    name: string;
    kind: string;
    hidden: boolean;
    retiredAt: string | null;
    /** Sealed by a maintainer (column value; a retired split is open whatever it says). */
    sealed: boolean;
    /** Its scheduled retirement (ISO), or null. */
    retireAt: string | null;
    claims: number;
    step: number | null;
    disclosed: number;
    held: number;
  }[];
  history: { action: string; at: string; detail: string }[];
};

const utc = (iso: unknown) => (typeof iso === "string" ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "?");

/** An audited disclosure-step change in words (the raw detail stays in the audit log). */
function describe(id: string, action: string, json: string): string {
  const d = decodeJsonColumn(auditDetailColumn, json, { table: "AuditEvent", id, column: "detailJson" });
  if (action === "split.seal" || action === "split.unseal")
    return action === "split.seal"
      ? `${String(d.split)} sealed: its claim texts, evidence and files are for maintainers only, and it takes endpoint evaluations only.`
      : `${String(d.split)} unsealed: it reads and takes uploads as any hidden split.`;
  if (action === "split.retire") {
    const files = Array.isArray(d.files) ? d.files.map((f) => (f as { name?: string }).name).join(", ") : "";
    return `${String(d.split)} retired: its labels and exact scores are public from ${utc(d.exactValuesPublicAt)}${files ? ` (files ${files})` : ""}.`;
  }
  const step = (v: unknown) => (typeof v === "number" ? String(v) : "derived from n");
  return `Disclosure step changed from ${step(d.from)} to ${step(d.to)} at ${utc(d.appliesFrom)}; earlier disclosures keep their values.`;
}

/** What the maintainers' disclosure page shows: each split's status and step, and the audited changes. */
export async function getDisclosureSettings(actor: Actor, slug: string): Promise<DisclosureSettings> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const metric = primaryMetric(
    benchmark.track === "integrity" ? "integrity" : "verdict",
    benchmark.slices.length > 0,
  );
  const splits = await db.split.findMany({
    where: { benchmarkId: benchmark.id },
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      sealed: true,
      retireAt: true,
      ...HIDDEN_SPLIT_SELECT,
      _count: { select: { claims: true } },
    },
  });
  const counts = await db.scoreDisclosure.groupBy({
    by: ["splitId", "status"],
    where: { splitId: { in: splits.map((s) => s.id) } },
    _count: { _all: true },
  });
  const count = (splitId: string, status: string) =>
    counts.find((c) => c.splitId === splitId && c.status === status)?._count._all ?? 0;
  const events = await db.auditEvent.findMany({
    where: {
      OR: [
        { targetType: "benchmark", targetId: benchmark.id, action: "benchmark.release_step" },
        {
          targetType: "split",
          targetId: { in: splits.map((s) => s.id) },
          action: { in: ["split.retire", "split.seal", "split.unseal"] },
        },
      ],
    },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, action: true, createdAt: true, detailJson: true },
  });
  return {
    slug,
    title: benchmark.title,
    disclosureStep: benchmark.disclosureStep,
    metric,
    splits: splits.map((s) => {
      const hidden = isHiddenSplit(s);
      return {
        name: s.name,
        kind: s.kind,
        hidden,
        retiredAt: s.retiredAt?.toISOString() ?? null,
        sealed: s.sealed,
        retireAt: s.retiredAt ? null : (s.retireAt?.toISOString() ?? null),
        claims: s._count.claims,
        step:
          hidden && s._count.claims >= MIN_DISCLOSURE_N
            ? disclosureStep(metric, s._count.claims, benchmark.disclosureStep)
            : null,
        disclosed: count(s.id, DISCLOSED),
        held: count(s.id, "held"),
      };
    }),
    history: events.map((e) => ({
      action: e.action,
      at: e.createdAt.toISOString(),
      detail: describe(e.id, e.action, e.detailJson),
    })),
  };
}
