import { createHash } from "node:crypto";
import type { ParsedBundle } from "./bundle-types";
import { canonicalJson } from "./canonical-json";

/** Hex sha256 digests of the parts of a validated bundle. */
export interface BundleHashes {
  /** benchmark.json (title, description, license, label set, ...). */
  meta: string;
  /** Public claims, without the derived split. */
  claims: string;
  /** Gold labels in the benchmark's spelling: a new value means a new label version. */
  labels: string;
  /** Oracle evidence (hidden). */
  oracle: string;
  /** Resolved split kinds and embargo dates. */
  splits: string;
  /** Everything above: equal release hashes mean re-importing is a no-op. */
  release: string;
}

const VERSION = "livecheck-bundle-hash-v1";

/**
 * Content hashes of a bundle, independent of row order, key order and white space in the
 * files (rows are sorted by claim_id; labels are already normalised to the benchmark's
 * spelling by `readBundle`, so "real" vs "Real" is not a new label version).
 */
export function hashBundle(bundle: ParsedBundle): BundleHashes {
  const claims = bundle.claims.map(({ split: _split, ...row }) => row);
  const parts = {
    meta: digest("meta", [bundle.meta]),
    claims: digest("claims", sortById(claims)),
    labels: digest("labels", sortById(bundle.labels)),
    oracle: digest("oracle", sortById(bundle.oracleEvidence)),
    splits: digest(
      "splits",
      bundle.splits.map(({ claimCount: _count, ...split }) => split),
    ),
  };
  const release = digest("release", [parts]);
  return { ...parts, release };
}

function digest(kind: string, items: readonly unknown[]): string {
  const hash = createHash("sha256");
  hash.update(`${VERSION}\n${kind}\n`);
  // Hash row by row so a large bundle never becomes one giant string.
  for (const item of items) hash.update(`${canonicalJson(item)}\n`);
  return hash.digest("hex");
}

function sortById<T extends { claim_id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.claim_id < b.claim_id ? -1 : a.claim_id > b.claim_id ? 1 : 0));
}
