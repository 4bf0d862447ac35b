import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";

/** One non-blank line of a JSONL file: its parsed value, or why it did not parse. */
type JsonLine =
  { line: number; value: unknown; error?: undefined } | { line: number; value?: undefined; error: string };

/**
 * Streams a JSONL file line by line (constant memory per line). Blank lines are skipped
 * but still counted, so `line` is the physical 1-based line number an editor shows.
 * A UTF-8 byte-order mark on the first line is ignored.
 */
export async function* readJsonLines(path: string): AsyncGenerator<JsonLine> {
  const input = createReadStream(path, { encoding: "utf8" });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const raw of lines) {
      line += 1;
      const text = line === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      if (text.trim() === "") continue;
      try {
        yield { line, value: parseJsonText(text) };
      } catch (error) {
        yield { line, error: `malformed JSON: ${error instanceof Error ? error.message : String(error)}` };
      }
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/** A UTF-16 surrogate without its partner: JSON allows one as `\uD800`, a database does not. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * JSON.parse, refusing a key or string holding a lone surrogate (an escape such as `\uD800`
 * with no pair: not text, and the database refuses it half-way through a write).
 */
export function parseJsonText(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (LONE_SURROGATE.test(key) || (typeof value === "string" && LONE_SURROGATE.test(value)))
      throw new Error(
        `a string holds an unpaired \\u surrogate escape${key ? ` (under "${key.replace(LONE_SURROGATE, "?")}")` : ""}; it is not text`,
      );
    return value;
  });
}
