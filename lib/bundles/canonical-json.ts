/**
 * Canonical JSON: object keys sorted by UTF-16 code unit, no white space, `undefined`
 * members dropped, arrays kept in order. Two values that are equal as JSON data give the
 * same string regardless of key order, so it is safe to hash.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    if (text === undefined) throw new Error(`cannot canonicalise ${typeof value}`);
    return text;
  }
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? "null" : canonicalJson(item))).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(",")}}`;
}
