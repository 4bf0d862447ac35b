// Rows the bench writes straight into the database: models and submissions whose results it
// stores itself, with no uploaded file behind them.
import type { Db } from "@/lib/db";

/** A closed-book model of `ownerId`'s, its cutoff source "bench"; its id. */
export async function createBenchModel(
  db: Db,
  model: { ownerId: string; name: string; organisation: string; declaredCutoff: string },
): Promise<string> {
  const created = await db.modelEntry.create({
    data: {
      ...model,
      declaredCutoff: new Date(model.declaredCutoff),
      cutoffSource: "bench",
      regime: "closed_book",
    },
    select: { id: true },
  });
  return created.id;
}

/** The file columns of a submission that was never uploaded (its results are written directly). */
export function placeholderFile(fileName: string) {
  return { filePath: "-", fileName, format: "jsonl", fileSha256: "-", fileBytes: 0 };
}
