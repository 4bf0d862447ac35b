import "server-only";
import type { Tx } from "@/lib/db";
import { isPostgres } from "@/lib/env";

type Value = string | number | boolean | Date | null;

/**
 * Multi-row INSERT through raw SQL for bulk imports: Prisma's createMany costs about a
 * millisecond per row here, which made a 25,000-claim import miss its 30 s target.
 * Dates go through the driver adapter, so they are stored exactly as Prisma stores them.
 * Table and column names come from code, never from input.
 */
export async function insertRows(
  tx: Tx,
  table: string,
  columns: readonly string[],
  rows: readonly Value[][],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    let n = 0;
    const tuples = batch.map(() => `(${columns.map(() => (isPostgres ? `$${++n}` : "?")).join(", ")})`);
    // SQLite has no boolean type: Prisma stores 1/0 there.
    const args = isPostgres
      ? batch.flat()
      : batch.flat().map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v));
    await tx.$executeRawUnsafe(head + tuples.join(", "), ...args);
  }
}
