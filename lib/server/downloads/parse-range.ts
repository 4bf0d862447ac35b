/** The inclusive byte range `start`..`end` of a file, as one `Range: bytes=…` header asks for it. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): `null` for the whole
 * file (no header, another unit, several ranges, or a malformed value: a server may ignore
 * those and send everything), a range clamped to the file, or `"unsatisfiable"` (answered
 * 416) when it starts at or after the end. Clients resume a cut download with `bytes=N-`.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  if (header === null) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // A suffix: the last N bytes.
    const n = Number(last);
    if (n === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
