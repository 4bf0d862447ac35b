import "server-only";
import type { Tx } from "@/lib/db";

/**
 * Whether the owner already has a model called `name`, compared case-insensitively so
 * "GPT-4o" and "gpt-4o" cannot both exist (the unique index alone is case-sensitive).
 */
export async function hasNameClash(
  tx: Pick<Tx, "modelEntry">,
  ownerId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await tx.modelEntry.findMany({ where: { ownerId }, select: { id: true, name: true } });
  const wanted = name.toLowerCase();
  return rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === wanted);
}
