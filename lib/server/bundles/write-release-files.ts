import "server-only";
import { createHash } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ParsedBundle } from "@/lib/bundles/bundle-types";
import { env } from "@/lib/env";

export type PreparedFile = { name: string; kind: "meta" | "claims" | "dev_claims" | "dev_labels"; bytes: number; sha256: string; relativePath: string };

function jsonl(rows: readonly unknown[]): Buffer {
  return Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : ""), "utf8");
}

/**
 * Writes a release's downloadable files into a staging folder: benchmark.json, the public
 * claims of every split that is not embargoed, and for dev splits only their claims and
 * labels (benchmark.json + dev_claims.jsonl + dev_labels.jsonl, renamed to claims.jsonl and
 * labels.jsonl, form a bundle the scorer CLI reads). Hidden test labels and oracle
 * evidence are never written to a downloadable file.
 */
export async function stageReleaseFiles(bundle: ParsedBundle, releaseKey: string): Promise<{ stagingDir: string; finalDir: string; files: PreparedFile[] }> {
  const visible = new Set(bundle.splits.filter((s) => !s.embargoedUntil).map((s) => s.split));
  const dev = new Set(bundle.splits.filter((s) => s.kind === "dev" && !s.embargoedUntil).map((s) => s.split));
  const claims = bundle.claims.filter((c) => visible.has(c.split));
  const devIds = new Set(bundle.claims.filter((c) => dev.has(c.split)).map((c) => c.claim_id));
  const publicRow = ({ split: _s, ...row }: (typeof claims)[number]) => row;
  const contents: { name: string; kind: PreparedFile["kind"]; data: Buffer }[] = [
    { name: "benchmark.json", kind: "meta", data: Buffer.from(JSON.stringify(bundle.meta, null, 2) + "\n", "utf8") },
    { name: "claims.jsonl", kind: "claims", data: jsonl(claims.map(publicRow)) },
  ];
  if (devIds.size > 0) {
    contents.push({ name: "dev_claims.jsonl", kind: "dev_claims", data: jsonl(claims.filter((c) => devIds.has(c.claim_id)).map(publicRow)) });
    contents.push({ name: "dev_labels.jsonl", kind: "dev_labels", data: jsonl(bundle.labels.filter((l) => devIds.has(l.claim_id))) });
  }
  const root = path.resolve(env.STORAGE_DIR, "releases");
  const stagingDir = path.join(root, `.staging-${releaseKey}-${process.pid}-${Date.now()}`);
  const finalDir = path.join(root, releaseKey);
  await mkdir(stagingDir, { recursive: true });
  const files: PreparedFile[] = [];
  for (const c of contents) {
    await writeFile(path.join(stagingDir, c.name), c.data);
    files.push({
      name: c.name,
      kind: c.kind,
      bytes: c.data.length,
      sha256: createHash("sha256").update(c.data).digest("hex"),
      relativePath: path.join("releases", releaseKey, c.name),
    });
  }
  return { stagingDir, finalDir, files };
}

/** Moves staged files into place once the database rows that point at them committed. */
export async function commitStagedFiles(stagingDir: string, finalDir: string): Promise<void> {
  await rm(finalDir, { recursive: true, force: true });
  await rename(stagingDir, finalDir);
}

export async function discardStagedFiles(stagingDir: string): Promise<void> {
  await rm(stagingDir, { recursive: true, force: true });
}
