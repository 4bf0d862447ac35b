import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { CLAIM_COLUMNS_SELECT } from "@/lib/server/bundles/claim-rows";
import { decodeJsonColumn } from "@/lib/db-columns";
import { evidenceListColumn, stringListColumn } from "@/lib/schemas/stored-columns";

type RetiredFile = {
  name: string;
  kind: "retired_claims" | "retired_labels";
  bytes: number;
  sha256: string;
  relativePath: string;
};

const jsonl = (rows: readonly unknown[]) =>
  Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : ""), "utf8");

/**
 * Writes a retired split's claims and now-public labels in bundle format
 * (`<split>_claims.jsonl`, `<split>_labels.jsonl`; with the release's benchmark.json they
 * form a bundle the scorer CLI reads) into a folder of their own in the file store. The
 * caller records them in the transaction that retires the split, and calls `discard` if that fails.
 */
export async function writeRetiredSplitFiles(
  splitId: string,
  splitName: string,
): Promise<{ files: RetiredFile[]; discard: () => Promise<void> }> {
  const loaded = await loadScoringBenchmark(splitId);
  const rows = await db.claim.findMany({
    where: { splitId },
    orderBy: { externalId: "asc" },
    select: { id: true, externalId: true, ...CLAIM_COLUMNS_SELECT },
  });
  const claims = rows.map((r) => {
    const at = (column: string) => ({ table: "Claim", id: r.id, column });
    return {
      claim_id: r.externalId,
      text: r.text,
      claim_date: r.claimDate.toISOString().slice(0, 10),
      ...(r.language ? { language: r.language } : {}),
      ...(r.mediaJson !== "[]"
        ? { media: decodeJsonColumn(stringListColumn, r.mediaJson, at("mediaJson")) }
        : {}),
      ...(r.context ? { context: r.context } : {}),
      ...(r.evidenceJson !== "[]"
        ? { evidence: decodeJsonColumn(evidenceListColumn, r.evidenceJson, at("evidenceJson")) }
        : {}),
      ...(r.shiftedText
        ? {
            shifted: {
              text: r.shiftedText,
              ...(r.shiftedContext ? { context: r.shiftedContext } : {}),
              ...(r.shiftedEvidenceJson
                ? {
                    evidence: decodeJsonColumn(
                      evidenceListColumn,
                      r.shiftedEvidenceJson,
                      at("shiftedEvidenceJson"),
                    ),
                  }
                : {}),
            },
          }
        : {}),
    };
  });
  const labels = loaded.benchmark.claims.map((c) => ({
    claim_id: c.claimId,
    ...(c.gold.label !== undefined ? { label: c.gold.label } : {}),
    ...(c.gold.labelsBySlice ? { labels_by_slice: c.gold.labelsBySlice } : {}),
    ...(c.gold.integrity !== undefined ? { integrity: c.gold.integrity } : {}),
  }));
  const folder = `releases/retired-${splitId}-${Date.now()}`;
  const store = getFileStore();
  const files: RetiredFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((f) => store.remove(f.relativePath).catch(() => undefined)));
  };
  try {
    for (const [name, kind, data] of [
      [`${splitName}_claims.jsonl`, "retired_claims", jsonl(claims)],
      [`${splitName}_labels.jsonl`, "retired_labels", jsonl(labels)],
    ] as const) {
      const relativePath = `${folder}/${name}`;
      files.push({
        name,
        kind,
        bytes: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        relativePath,
      });
      await store.putBytes(relativePath, data);
    }
  } catch (err) {
    await discard();
    throw err;
  }
  return { files, discard };
}
