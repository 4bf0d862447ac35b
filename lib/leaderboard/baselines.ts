import { createIndexSampler } from "@/lib/scoring/random";
import type { InstanceRecord, ScoringBenchmark, ScoringClaim } from "@/lib/scoring/types";

/** A platform baseline row: not a submission, scored like one. */
interface Baseline {
  id: string;
  name: string;
  records: InstanceRecord[];
}

const BASE = { variant: "original", parsed: true, missing: false, cited: false, leaked: false } as const;

/**
 * DOMAIN baselines on the given claims. Integrity: always 0 and uniform random in [-1, 1].
 * Verdict: the majority gold class of these claims and a uniform random label, one
 * prediction per slice. Random draws are seeded, so a board is reproducible.
 * Row names never carry a gold label: the majority label is named only with
 * `revealMajority`, which a caller may set only when every selected split is public dev
 * (on hidden splits the name would reveal the majority of the hidden gold).
 */
export function buildBaselines(
  benchmark: ScoringBenchmark,
  claimIds: Iterable<string>,
  seed = 0,
  options: { revealMajority?: boolean } = {},
): Baseline[] {
  const wanted = new Set(claimIds);
  const claims = benchmark.claims.filter((c) => wanted.has(c.claimId));
  if (benchmark.track === "integrity") {
    const draw = createIndexSampler(seed);
    return [
      { id: "baseline:zero", name: "Baseline: always 0", records: claims.map((c) => integrity(c, 0)) },
      {
        id: "baseline:random",
        name: "Baseline: uniform random",
        records: claims.map((c) => integrity(c, (draw(2001) - 1000) / 1000)),
      },
    ];
  }
  const slices: (number | null)[] = benchmark.slices.length > 0 ? benchmark.slices : [null];
  const majority = majorityLabel(benchmark.labels, claims);
  const draw = createIndexSampler(seed + 1);
  const randomLabel = () => benchmark.labels[draw(benchmark.labels.length)] ?? null;
  return [
    {
      id: "baseline:majority",
      name:
        options.revealMajority === true && majority !== null
          ? `Baseline: majority class (${majority})`
          : "Baseline: majority class",
      records: claims.flatMap((c) => slices.map((s) => verdict(c, s, majority))),
    },
    {
      id: "baseline:random",
      name: "Baseline: uniform random",
      records: claims.flatMap((c) => slices.map((s) => verdict(c, s, randomLabel()))),
    },
  ];
}

/** The most frequent final gold label; ties go to the label listed first. */
export function majorityLabel(labels: readonly string[], claims: readonly ScoringClaim[]): string | null {
  const counts = new Map(labels.map((l) => [l, 0]));
  for (const c of claims)
    if (c.gold.label !== undefined && counts.has(c.gold.label))
      counts.set(c.gold.label, (counts.get(c.gold.label) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = -1;
  for (const [label, count] of counts) if (count > bestCount) [best, bestCount] = [label, count];
  return best;
}

function integrity(claim: ScoringClaim, score: number): InstanceRecord {
  const gold = claim.gold.integrity ?? 0;
  return { ...BASE, claimId: claim.claimId, slice: null, label: null, score, sqError: (score - gold) ** 2 };
}

function verdict(claim: ScoringClaim, slice: number | null, label: string | null): InstanceRecord {
  return {
    ...BASE,
    claimId: claim.claimId,
    slice,
    label,
    score: null,
    correct: label !== null && label === claim.gold.label,
  };
}
