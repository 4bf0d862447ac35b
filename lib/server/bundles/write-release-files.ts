import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { getFileStore } from "@/lib/server/storage/get-file-store";

export type PreparedFile = {
  name: string;
  kind: "meta" | "claims" | "dev_claims" | "dev_labels";
  bytes: number;
  sha256: string;
  relativePath: string;
};

function jsonl(rows: readonly unknown[]): Buffer {
  return Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : ""), "utf8");
}

/**
 * Writes a release's downloadable files into the store: benchmark.json, the public
 * claims of every split that is not embargoed, and for dev splits only their claims and
 * labels (benchmark.json + dev_claims.jsonl + dev_labels.jsonl, renamed to claims.jsonl and
 * labels.jsonl, form a bundle the scorer CLI reads). Hidden test labels and oracle
 * evidence are never written to a downloadable file. Each import writes under its own
 * folder (`releases/<slug>-<hash>-<random>/`), so a failed import can remove exactly its
 * own files and two imports of one bundle never touch each other's.
 */
export async function stageReleaseFiles(
  bundle: ParsedBundle,
  releaseKey: string,
): Promise<{ files: PreparedFile[] }> {
  const visible = new Set(bundle.splits.filter((s) => !s.embargoedUntil).map((s) => s.split));
  const dev = new Set(bundle.splits.filter((s) => s.kind === "dev" && !s.embargoedUntil).map((s) => s.split));
  const claims = bundle.claims.filter((c) => visible.has(c.split));
  const devIds = new Set(bundle.claims.filter((c) => dev.has(c.split)).map((c) => c.claim_id));
  const publicRow = ({ split: _s, ...row }: (typeof claims)[number]) => row;
  const contents: { name: string; kind: PreparedFile["kind"]; data: Buffer }[] = [
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
  const folder = `releases/${releaseKey}-${randomBytes(4).toString("hex")}`;
  const store = getFileStore();
  const files: PreparedFile[] = [];
  try {
    for (const c of contents) {
      const relativePath = `${folder}/${c.name}`;
      files.push({
        name: c.name,
        kind: c.kind,
        bytes: c.data.length,
        sha256: createHash("sha256").update(c.data).digest("hex"),
        relativePath,
      });
      await store.putBytes(relativePath, c.data);
    }
  } catch (err) {
    await discardStagedFiles(files);
    throw err;
  }
  return { files };
}

/** Removes a release's files again when the transaction that would point at them failed. */
export async function discardStagedFiles(files: readonly PreparedFile[]): Promise<void> {
  const store = getFileStore();
  await Promise.all(files.map((f) => store.remove(f.relativePath).catch(() => undefined)));
}
