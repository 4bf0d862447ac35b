/** Test-only helpers: read checked-in reference values under tests/fixtures/contamination. */
import { readFileSync } from "node:fs";
import path from "node:path";

const FIXTURE_DIR = path.join(import.meta.dirname, "..", "fixtures", "contamination");
/** The contamination reference cases, shipped with the repository under datasets/reference. */
export const REFERENCE_DIR = path.join(
  import.meta.dirname,
  "..",
  "..",
  "datasets",
  "reference",
  "contamination",
);

export function readFixtureJson<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURE_DIR, name), "utf8")) as T;
}

export function readReferenceJsonl<T>(name: string): T[] {
  return readFileSync(path.join(REFERENCE_DIR, name), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}
