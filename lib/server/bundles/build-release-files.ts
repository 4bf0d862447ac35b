import "server-only";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";

function jsonl(rows: readonly unknown[]): Buffer {
  return Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : ""), "utf8");
}

/** One downloadable file of a release, built from a validated bundle (not yet stored). */
export type ReleaseFileContent = {
  name: string;
  kind: "meta" | "claims" | "dev_claims" | "dev_labels";
  data: Buffer;
};

/**
 * A release's downloadable files: benchmark.json, the public claims of every split that is
 * not embargoed, and for dev splits only their claims and labels (benchmark.json +
 * dev_claims.jsonl + dev_labels.jsonl, renamed to claims.jsonl and labels.jsonl, form a
 * bundle the scorer CLI reads). Hidden test labels and oracle evidence are never in them.
 */
export function buildReleaseFiles(bundle: ParsedBundle): ReleaseFileContent[] {
  const visible = new Set(bundle.splits.filter((s) => !s.embargoedUntil).map((s) => s.split));
  const dev = new Set(bundle.splits.filter((s) => s.kind === "dev" && !s.embargoedUntil).map((s) => s.split));
  const claims = bundle.claims.filter((c) => visible.has(c.split));
  const devIds = new Set(bundle.claims.filter((c) => dev.has(c.split)).map((c) => c.claim_id));
  const publicRow = ({ split: _s, ...row }: (typeof claims)[number]) => row;
  const contents: ReleaseFileContent[] = [
    {
      name: "benchmark.json",
      kind: "meta",
      data: Buffer.from(JSON.stringify(bundle.meta, null, 2) + "\n", "utf8"),
    },
    { name: "claims.jsonl", kind: "claims", data: jsonl(claims.map(publicRow)) },
  ];
  if (devIds.size > 0) {
    contents.push({
      name: "dev_claims.jsonl",
      kind: "dev_claims",
      data: jsonl(claims.filter((c) => devIds.has(c.claim_id)).map(publicRow)),
    });
    contents.push({
      name: "dev_labels.jsonl",
      kind: "dev_labels",
      data: jsonl(bundle.labels.filter((l) => devIds.has(l.claim_id))),
    });
  }
  return contents;
}
