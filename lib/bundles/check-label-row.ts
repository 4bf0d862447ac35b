import type { BenchmarkMeta } from "@/lib/schemas/bundle-benchmark";
import { labelRowSchema, type LabelRow } from "@/lib/schemas/bundle-labels";
import { unknownPropertyProblems } from "@/lib/schemas/bundle-properties";
import { createLabelResolver } from "@/lib/scoring/labels";
import { BUNDLE_FILES } from "./bundle-types";
import type { ProblemList } from "./problem-list";

/** Label rows accepted so far and the line each claim was first labelled on. */
interface LabelsState {
  labels: LabelRow[];
  lineById: Map<string, number>;
}

/** Creates an empty labels accumulator. */
export function createLabelsState(): LabelsState {
  return { labels: [], lineById: new Map() };
}

const FILE = BUNDLE_FILES.labels;

/**
 * Validates one `labels.jsonl` value against the claims read so far and the benchmark's
 * track, label set and slices; accepted rows get the benchmark's label spelling.
 * `meta` null (invalid benchmark.json) skips the benchmark-dependent checks.
 */
export function checkLabelRow(
  value: unknown,
  line: number,
  meta: BenchmarkMeta | null,
  claimLines: ReadonlyMap<string, number>,
  state: LabelsState,
  problems: ProblemList,
): void {
  const row = problems.parseRow(labelRowSchema, FILE, line, value);
  if (!row) {
    // Remember the id so the claim is not also reported as unlabelled: one mistake, one problem.
    const id =
      typeof value === "object" && value !== null && "claim_id" in value ? value.claim_id : undefined;
    if (typeof id === "string" && !state.lineById.has(id)) state.lineById.set(id, line);
    return;
  }
  const before = problems.total;
  const report = (field: string, message: string) => problems.add({ file: FILE, line, field, message });
  if (!claimLines.has(row.claim_id))
    report("claim_id", `unknown claim ${row.claim_id} (not in claims.jsonl)`);
  problems.isFirstRow(
    state.lineById,
    row.claim_id,
    { file: FILE, line },
    `duplicate label row for ${row.claim_id}`,
  );

  let canonical: LabelRow = row;
  if (meta?.track === "integrity") {
    if (row.integrity === undefined) report("integrity", "is required on the integrity track");
    if (row.label !== undefined) report("label", "is not allowed on the integrity track");
    if (row.labels_by_slice !== undefined) report("labels_by_slice", "is not allowed on the integrity track");
    if (row.properties !== undefined)
      for (const [field, message] of unknownPropertyProblems(row.properties, meta.properties ?? []))
        report(field, message);
  } else if (meta?.track === "verdict") {
    if (row.integrity !== undefined) report("integrity", "is not allowed on the verdict track");
    if (row.properties !== undefined) report("properties", "is not allowed on the verdict track");
    canonical = checkVerdictLabels(row, meta, report);
  }
  if (problems.total === before) state.labels.push(canonical);
}

function checkVerdictLabels(
  row: LabelRow,
  meta: BenchmarkMeta,
  report: (field: string, message: string) => void,
): LabelRow {
  // Gold is read as predictions are (DOMAIN §2): trimmed, case-insensitive, stored in the benchmark's spelling.
  const resolve = createLabelResolver(meta.labels ?? []);
  const toCanonical = (label: string, field: string): string => {
    const found = resolve(label);
    if (found === null)
      report(field, `label "${label}" is not in the label set (${(meta.labels ?? []).join(", ")})`);
    return found ?? label;
  };
  const result: LabelRow = { claim_id: row.claim_id };
  if (row.label === undefined) report("label", "is required on the verdict track");
  else result.label = toCanonical(row.label, "label");

  const slices = meta.slices?.map(String);
  const given = row.labels_by_slice;
  if (given === undefined) {
    if (meta.modes?.includes("inference"))
      report("labels_by_slice", "is required because the benchmark declares the inference mode");
    return result;
  }
  if (!slices) {
    report("labels_by_slice", "is not allowed: benchmark.json declares no slices");
    return result;
  }
  const bySlice: Record<string, string> = {};
  for (const [key, label] of Object.entries(given)) {
    const field = `labels_by_slice[${JSON.stringify(key)}]`;
    if (!slices.includes(key))
      report(field, `slice ${key} is not declared (declared slices are ${slices.join(", ")})`);
    else bySlice[key] = toCanonical(label, field);
  }
  const missing = slices.filter((key) => !Object.hasOwn(given, key));
  if (missing.length > 0) report("labels_by_slice", `missing slices ${missing.join(", ")}`);
  result.labels_by_slice = bySlice;
  return result;
}
