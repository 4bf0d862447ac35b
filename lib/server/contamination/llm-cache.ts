// The content-addressed cache of endpoint answers (LlmCache), so nothing is paid for twice.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";

type CacheEntry = {
  key: string;
  kind: "extract" | "embed";
  model: string;
  responseJson: string;
  costUsd: number;
};

/** sha256 over the parts that determine the answer (kind, model, prompt version, content). */
export function cacheKey(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}

/** Cached answers by key, for the keys present. */
export async function readCache(keys: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db.llmCache.findMany({
      where: { key: { in: keys.slice(i, i + 500) } },
      select: { key: true, responseJson: true },
    });
    for (const r of rows) out.set(r.key, r.responseJson);
  }
  return out;
}

/**
 * Stores answers right after they are paid for (outside any batch transaction, so a
 * later failure cannot lose them). A concurrent writer of the same key wins silently.
 */
export async function writeCache(entries: readonly CacheEntry[]): Promise<void> {
  const now = new Date();
  for (let i = 0; i < entries.length; i += 200) {
    const batch = entries.slice(i, i + 200);
    let n = 0;
    const p = () => (isPostgres ? `$${++n}` : "?");
    const tuples = batch.map(() => `(${[p(), p(), p(), p(), p(), p()].join(", ")})`).join(", ");
    const args = batch.flatMap((e) => [e.key, e.kind, e.model, e.responseJson, e.costUsd, now]);
    await db.$executeRawUnsafe(
      `INSERT INTO "LlmCache" ("key", "kind", "model", "responseJson", "costUsd", "createdAt") VALUES ${tuples} ON CONFLICT ("key") DO NOTHING`,
      ...args,
    );
  }
}
