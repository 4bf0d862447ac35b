import "server-only";
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";

export type RetiredFile = { name: string; kind: "retired_claims" | "retired_labels"; bytes: number; sha256: string; relativePath: string };

const jsonl = (rows: readonly unknown[]) => Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : ""), "utf8");

/**
 * Writes a retired split's claims and now-public labels in bundle format
 * (`<split>_claims.jsonl`, `<split>_labels.jsonl`; with the release's benchmark.json they
 * form a bundle the scorer CLI reads) into a folder of their own. The caller records them
 * in the transaction that retires the split, and removes the folder if that fails.
 */
export async function writeRetiredSplitFiles(splitId: string, splitName: string): Promise<{ dir: string; files: RetiredFile[] }> {
  const loaded = await loadScoringBenchmark(splitId);
  const rows = await db.claim.findMany({
    where: { splitId }, orderBy: { externalId: "asc" },
    select: { externalId: true, text: true, claimDate: true, language: true, mediaJson: true, context: true, evidenceJson: true, shiftedText: true, shiftedContext: true },
  });
  const claims = rows.map((r) => ({
    claim_id: r.externalId, text: r.text, claim_date: r.claimDate.toISOString().slice(0, 10),
    ...(r.language ? { language: r.language } : {}),
    ...(r.mediaJson !== "[]" ? { media: JSON.parse(r.mediaJson) as unknown } : {}),
    ...(r.context ? { context: r.context } : {}),
    ...(r.evidenceJson !== "[]" ? { evidence: JSON.parse(r.evidenceJson) as unknown } : {}),
    ...(r.shiftedText ? { shifted: { text: r.shiftedText, ...(r.shiftedContext ? { context: r.shiftedContext } : {}) } } : {}),
  }));
  const labels = loaded.benchmark.claims.map((c) => ({
    claim_id: c.claimId,
    ...(c.gold.label !== undefined ? { label: c.gold.label } : {}),
    ...(c.gold.labelsBySlice ? { labels_by_slice: c.gold.labelsBySlice } : {}),
    ...(c.gold.integrity !== undefined ? { integrity: c.gold.integrity } : {}),
  }));
  const folder = path.join("releases", `retired-${splitId}-${Date.now()}`);
  const dir = path.resolve(env.STORAGE_DIR, folder);
  await mkdir(dir, { recursive: true });
  const files: RetiredFile[] = [];
  for (const [name, kind, data] of [[`${splitName}_claims.jsonl`, "retired_claims", jsonl(claims)], [`${splitName}_labels.jsonl`, "retired_labels", jsonl(labels)]] as const) {
    await writeFile(path.join(dir, name), data);
    files.push({ name, kind, bytes: data.length, sha256: createHash("sha256").update(data).digest("hex"), relativePath: path.join(folder, name) });
  }
  return { dir, files };
}
