import { z } from "zod";

/** A stored row that does not match its schema: a bug or a broken migration, never user input. */
export class StoredDataError extends Error {
  override name = "StoredDataError";
}

/** Names the cell in error messages: table, row id and column. */
type ColumnRef = { table: string; id: string; column: string };

const where = (ref: ColumnRef) => `${ref.table} ${ref.id}: ${ref.column}`;

/**
 * Decodes a JSON text column through its zod schema. Stored data is parsed, not cast: a row
 * that does not match fails loudly with the row's id instead of flowing on with a wrong type.
 */
export function decodeJsonColumn<T>(schema: z.ZodType<T>, text: string, ref: ColumnRef): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredDataError(`${where(ref)} is not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new StoredDataError(`${where(ref)} does not match its schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Decodes a string column that holds one of `values` (SQLite has no enums). */
export function decodeEnumColumn<const V extends readonly [string, ...string[]]>(
  values: V,
  value: string,
  ref: ColumnRef,
): V[number] {
  if ((values as readonly string[]).includes(value)) return value;
  throw new StoredDataError(`${where(ref)} is ${JSON.stringify(value)}, not one of ${values.join(", ")}`);
}
