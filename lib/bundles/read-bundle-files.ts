import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import type { ProblemList } from "./problem-list";
import { parseJsonText, readJsonLines } from "./read-json-lines";

/** Whether `file` exists in `dir` as a regular file. */
async function hasBundleFile(dir: string, file: string): Promise<boolean> {
  try {
    return (await stat(path.join(dir, file))).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads and validates a whole-file JSON document (benchmark.json, splits.json). Returns
 * the parsed data, or null after recording the problems. A missing file is a problem
 * only when `isRequired`; then null is returned silently for an optional one.
 */
export async function readJsonFile<T extends z.ZodType>(
  dir: string,
  file: string,
  schema: T,
  isRequired: boolean,
  problems: ProblemList,
): Promise<z.output<T> | null> {
  if (!(await hasBundleFile(dir, file))) {
    if (isRequired) problems.add({ file, message: "required file is missing" });
    return null;
  }
  const text = (await readFile(path.join(dir, file), "utf8")).replace(/^\uFEFF/, "");
  if (text.trim() === "") {
    problems.add({ file, message: "file is empty" });
    return null;
  }
  let value: unknown;
  try {
    value = parseJsonText(text);
  } catch (error) {
    problems.add({
      file,
      message: `malformed JSON: ${error instanceof Error ? error.message : String(error)}`,
    });
    return null;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    problems.addZodIssues(file, undefined, parsed.error);
    return null;
  }
  return parsed.data;
}

/**
 * Streams a JSONL file into `onValue`, recording malformed lines, a missing required file
 * and a file without any non-blank line. Returns false when the file is absent.
 */
export async function streamJsonlFile(
  dir: string,
  file: string,
  isRequired: boolean,
  problems: ProblemList,
  onValue: (value: unknown, line: number) => void,
): Promise<boolean> {
  if (!(await hasBundleFile(dir, file))) {
    if (isRequired) problems.add({ file, message: "required file is missing" });
    return false;
  }
  let rows = 0;
  for await (const item of readJsonLines(path.join(dir, file))) {
    rows += 1;
    if (item.error !== undefined) problems.add({ file, line: item.line, message: item.error });
    else onValue(item.value, item.line);
  }
  if (rows === 0) problems.add({ file, message: "file is empty" });
  return true;
}
