// What boards read from the database, and the in-process caches that keep it. Exact data,
// read only to compute a table from per-claim rows and for the compare page's exact rows: a
// split's gold, its claim ids, a submission's per-claim records. What a composed board reads
// per split instead (docs/SECURITY.md, "The composition rule"): each score's split result and
// the platform baselines.
import "server-only";
import { db } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import type { SplitPart } from "@/lib/disclosure/compose-parts";
import { discloseNumber, type DisclosurePolicy } from "@/lib/disclosure/disclosure-policy";
import { boardBootstrapSize } from "@/lib/leaderboard/bootstrap-size";
import { buildBoard } from "@/lib/leaderboard/build-board";
import type { SliceCut } from "@/lib/leaderboard/cut";
import { LruCache } from "@/lib/leaderboard/lru-cache";
import type { LeaderboardResult } from "@/lib/leaderboard/types";
import { processSingleton } from "@/lib/process-singleton";
import { scoreResultColumn } from "@/lib/schemas/stored-columns";
import type { Interval } from "@/lib/scoring/bootstrap";
import { decodeRecordColumns, recordsFromColumns, type RecordColumns } from "@/lib/scoring/record-columns";
import type { ScoreResult } from "@/lib/scoring/score-records";
import type { InstanceRecord } from "@/lib/scoring/types";
import { loadScoringBenchmark, type LoadedSplit } from "@/lib/server/scoring/load-scoring-benchmark";
import type { ExactPairedRow } from "./compute-paired-row";
import { DISCLOSED } from "@/lib/vocabulary";

type Caches = {
  /** `${splitId}:${labelVersionId}` → gold and claims of one split. */
  gold: LruCache<Promise<LoadedSplit>>;
  /** split id → (claim row id → external claim id). */
  claimIds: LruCache<Promise<Map<string, string>>>;
  /** `${submissionId}:${labelVersionId}` → per-claim records in columns. */
  records: LruCache<Promise<RecordColumns>>;
  /** table filters + data digest → scored table. */
  boards: LruCache<LeaderboardResult>;
  /** table key → the table being computed in this process (one computation per key). */
  computing: Map<string, Promise<LeaderboardResult>>;
  /** table key + view + chosen models → table with its view. */
  views: LruCache<LeaderboardResult>;
  /** slug + viewer + raw query → answer, with the data version it was computed at. */
  answers: LruCache<{ version: string; at: number; result: LeaderboardResult }>;
  /** "disclosed:" or "exact:" + score id → the split result a composed board reads (loadSplitResults). */
  results: LruCache<ScoreResult>;
  /** split + label version + cut + seed → the split's baseline parts, disclosed (composed boards). */
  baselines: LruCache<Promise<SplitBaselines>>;
  /** metric + gold keys + both scores' ids → exact paired comparison (compare page, before disclosure). */
  pairs: LruCache<ExactPairedRow>;
};

/**
 * In-process caches, bounded. Keys carry the ids that change when data changes (label
 * version, score id, and for boards a digest of every public score), so entries are never
 * stale, only unused. Gold stays on the server: nothing here is serialised to a client.
 * Kept on globalThis because Next.js bundles route handlers and pages separately, and
 * both must share one cache.
 */
export const leaderboardCaches: Caches = processSingleton("livecheckLeaderboardCaches", () => ({
  gold: new LruCache(64),
  claimIds: new LruCache(64),
  records: new LruCache(2500),
  boards: new LruCache(200),
  computing: new Map(),
  views: new LruCache(300),
  answers: new LruCache(500),
  pairs: new LruCache(500),
  results: new LruCache(5000),
  baselines: new LruCache(200),
}));

/** What `cache` holds under `key`, else `load()`'s promise, kept there unless it fails. */
function cachedLoad<T>(cache: LruCache<Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}

/** A split's claims and HIDDEN gold at the newest label version, cached per (split, version). Server only. */
export function loadSplitGold(splitId: string, labelVersionId: string): Promise<LoadedSplit> {
  return cachedLoad(leaderboardCaches.gold, `${splitId}:${labelVersionId}`, () =>
    loadScoringBenchmark(splitId),
  );
}

/**
 * Claim row id → external claim id for one split's claims, cached. A row's external id
 * never changes, but a new release may add claims to a split or move them between splits:
 * `fresh` reloads the split's map (the caller does when a row id is not in it).
 */
export function loadClaimExternalIds(splitId: string, fresh = false): Promise<Map<string, string>> {
  if (fresh) leaderboardCaches.claimIds.delete(splitId);
  return cachedLoad(leaderboardCaches.claimIds, splitId, () =>
    db.claim
      .findMany({ where: { splitId }, select: { id: true, externalId: true } })
      .then((rows) => new Map(rows.map((r) => [r.id, r.externalId]))),
  );
}

/** A submission's stored per-claim records under one label version, as record objects. */
export async function loadSubmissionRecords(
  submission: { id: string; splitId: string },
  labelVersionId: string,
): Promise<InstanceRecord[]> {
  return recordsFromColumns(await loadSubmissionColumns(submission, labelVersionId));
}

/**
 * A submission's stored per-claim records under one label version, decoded into columns
 * (record-columns.ts), cached. Records hold predictions, not gold, so any label version's
 * records can be re-scored against the newest gold. A board reads millions of these rows,
 * so they come by one plain SQL statement (no join, no Prisma objects), and the claim ids
 * are the strings of a cached id map of the split, shared by every submission's records.
 */
export function loadSubmissionColumns(
  submission: { id: string; splitId: string },
  labelVersionId: string,
): Promise<RecordColumns> {
  return cachedLoad(leaderboardCaches.records, `${submission.id}:${labelVersionId}`, () =>
    readRecords(submission, labelVersionId),
  );
}

async function readRecords(
  submission: { id: string; splitId: string },
  labelVersionId: string,
): Promise<RecordColumns> {
  const [rows, cached] = await Promise.all([
    db.$queryRaw<{ claimId: string; instancesJson: string }[]>`
      SELECT "claimId", "instancesJson" FROM "ClaimResult"
      WHERE "submissionId" = ${submission.id} AND "labelVersionId" = ${labelVersionId}`,
    loadClaimExternalIds(submission.splitId),
  ]);
  let externalOf = cached;
  if (rows.some((r) => !externalOf.has(r.claimId))) {
    // Claims added to the split since the map was read, or moved to another split since scoring.
    externalOf = await loadClaimExternalIds(submission.splitId, true);
    const moved = rows.filter((r) => !externalOf.has(r.claimId)).map((r) => r.claimId);
    if (moved.length > 0) {
      const found = await db.claim.findMany({
        where: { id: { in: moved } },
        select: { id: true, externalId: true },
      });
      externalOf = new Map([...externalOf, ...found.map((c): [string, string] => [c.id, c.externalId])]);
    }
  }
  return decodeRecordColumns(
    rows.map((r) => externalOf.get(r.claimId) ?? r.claimId),
    rows.map((r) => r.instancesJson),
  );
}

/**
 * The result a composed board reads for each score (docs/DOMAIN.md §6): on a hidden split
 * what the Ladder disclosed for it (ScoreDisclosure.resultJson, "{}" and so absent when held),
 * on a public-label split the stored exact result. Both never change for a score id, so
 * they are cached by it. No per-claim row and no gold is read.
 */
export async function loadSplitResults(
  scores: readonly { scoreId: string; isHidden: boolean }[],
): Promise<Map<string, ScoreResult>> {
  const out = new Map<string, ScoreResult>();
  const missing = scores.filter((s) => {
    const hit = leaderboardCaches.results.get(resultKey(s));
    if (hit) out.set(s.scoreId, hit);
    return !hit;
  });
  const hiddenIds = missing.filter((s) => s.isHidden).map((s) => s.scoreId);
  const publicIds = missing.filter((s) => !s.isHidden).map((s) => s.scoreId);
  const [disclosed, exact] = await Promise.all([
    hiddenIds.length === 0
      ? []
      : db.scoreDisclosure.findMany({
          where: { scoreId: { in: hiddenIds }, status: DISCLOSED },
          select: { id: true, scoreId: true, resultJson: true },
        }),
    publicIds.length === 0
      ? []
      : db.score.findMany({ where: { id: { in: publicIds } }, select: { id: true, resultJson: true } }),
  ]);
  const rows = [
    ...disclosed.map((r) => ({
      table: "ScoreRelease",
      id: r.id,
      scoreId: r.scoreId,
      json: r.resultJson,
      isHidden: true,
    })),
    ...exact.map((s) => ({ table: "Score", id: s.id, scoreId: s.id, json: s.resultJson, isHidden: false })),
  ];
  for (const row of rows) {
    const result = decodeJsonColumn(scoreResultColumn, row.json, {
      table: row.table,
      id: row.id,
      column: "resultJson",
    });
    leaderboardCaches.results.set(resultKey(row), result);
    out.set(row.scoreId, result);
  }
  return out;
}

const resultKey = (s: { scoreId: string; isHidden: boolean }) =>
  `${s.isHidden ? "disclosed" : "exact"}:${s.scoreId}`;

type SplitBaselines = {
  rows: { id: string; name: string; part: SplitPart }[];
  /** The benchmark's declared claim and media properties (integrity track), as the gold lists them. */
  properties?: { name: string; kind: "claim" | "media" }[];
};

/**
 * The one place a composed board reads hidden gold: the platform baselines (always 0, random,
 * majority), fixed predictions no participant chooses, scored per split and, on a hidden
 * split, disclosed at that split's step. They are the same for every visitor and every
 * selection, so they add no adaptive channel (docs/SECURITY.md, "The composition rule").
 */
export function loadSplitBaselines(
  split: { id: string; name: string; periodIndex: number; hidden: boolean },
  labelVersionId: string,
  options: { cut: SliceCut; metric: string; lowerIsBetter: boolean; seed: number },
  policy: DisclosurePolicy,
): Promise<SplitBaselines> {
  const key = JSON.stringify([split.id, labelVersionId, split.hidden, options, policy]);
  return cachedLoad(leaderboardCaches.baselines, key, async () => {
    const gold = (await loadSplitGold(split.id, labelVersionId)).benchmark;
    // Each split's baselines are bootstrapped with the B its own size gives (as its scores are).
    const b = boardBootstrapSize(gold.claims.length);
    const board = buildBoard(gold, [], { window: {}, bufferDays: 0, revealMajority: false, b, ...options });
    const rounded = (metric: string, v: number, n: number, fsr: number | undefined) =>
      split.hidden ? discloseNumber(policy, metric, v, n, fsr) : v;
    const rows = board.rows.map((row) => {
      const fsr = row.values["fsr"];
      const values = Object.fromEntries(
        Object.entries(row.values).map(([k, v]) => [k, rounded(k, v, row.n, fsr)]),
      );
      const intervals = Object.fromEntries(
        Object.entries(row.intervals).map(([k, [low, high]]): [string, Interval] => [
          k,
          [rounded(k, low, row.n, fsr), rounded(k, high, row.n, fsr)],
        ]),
      );
      return {
        id: row.id,
        name: row.name ?? row.id,
        part: { split: split.name, periodIndex: split.periodIndex, n: row.n, missing: 0, values, intervals },
      };
    });
    return { rows, ...(gold.properties?.length ? { properties: gold.properties } : {}) };
  });
}
