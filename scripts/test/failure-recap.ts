// What a failed suite's log says went wrong, in a few lines printed just above the summary:
// CI keeps only the end of the output, and a suite's whole log is printed far above it.
import { readFileSync } from "node:fs";

const MAX_LINES = 16;
const MARKS = /(FAIL\b|✘|×|AssertionError|Error:|expected |Timed out|timed out)/;
const ANSI = new RegExp(String.fromCharCode(27) + "\\[[0-9;]*m", "g");

/** The lines of `log` that name failing tests and their errors, at most MAX_LINES of them. */
export function failureRecap(log: string): string[] {
  let text: string;
  try {
    text = readFileSync(log, "utf8");
  } catch {
    return [`(no log at ${log})`];
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(ANSI, "").trim();
    if (!MARKS.test(line) || seen.has(line)) continue;
    seen.add(line);
    out.push(line.length > 220 ? `${line.slice(0, 220)}…` : line);
    if (out.length === MAX_LINES) break;
  }
  return out.length ? out : ["(the log names no failing test: read it above)"];
}
