import type { Track } from "@/lib/vocabulary";

/**
 * What a prediction file for one benchmark looks like, derived from the benchmark itself:
 * example lines over real claim ids and the empty template. Pure; never given gold labels,
 * so nothing here can reveal one (example labels are taken round-robin from the label set).
 */
interface FormatBenchmark {
  track: Track;
  labels: string[];
  slices: number[];
  /** Declared property names (integrity track); the examples show how to score them. */
  properties?: readonly { name: string }[];
}

/** The prediction field of the track: verdicts give `label` (or `raw_output`), integrity a `score`. */
const predictionFieldOf = (b: FormatBenchmark): "label" | "score" =>
  b.track === "integrity" ? "score" : "label";

/** Up to three example JSONL lines for the first claims given (one per claim, a slice each when sliced). */
export function exampleLines(b: FormatBenchmark, claimIds: readonly string[]): string[] {
  const scores = [0.5, -0.25, 0];
  return claimIds.slice(0, 3).map((claimId, i) => {
    const slice = b.slices.length > 0 ? { slice: b.slices[i % b.slices.length] } : {};
    if (b.track === "integrity")
      return JSON.stringify({ claim_id: claimId, ...slice, score: scores[i], ...exampleProperties(b, i) });
    const label = b.labels[i % Math.max(1, b.labels.length)] ?? "";
    if (i === 1)
      return JSON.stringify({
        claim_id: claimId,
        ...slice,
        raw_output: `The sources disagree with the claim, so: [[${label}]]`,
      });
    return JSON.stringify({ claim_id: claimId, ...slice, label });
  });
}

/**
 * Property scores of example line i: every declared property on the first line, only the
 * first on the second (a property may be left out), none on the third.
 */
function exampleProperties(b: FormatBenchmark, i: number): { properties?: Record<string, number> } {
  const names = (b.properties ?? []).map((p) => p.name).slice(0, i === 0 ? undefined : 1);
  if (names.length === 0 || i > 1) return {};
  const values = [0.75, -0.5, 0.25, 0];
  return { properties: Object.fromEntries(names.map((name, k) => [name, values[k % values.length]!])) };
}

/** CSV cell: quoted when it holds a comma, quote or line break (RFC 4180). */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The template of a split: one record per claim (and slice), the prediction left empty
 * (JSONL: null, CSV: an empty cell). Filled in, it is a complete submission for the split.
 */
export function* templateLines(
  b: FormatBenchmark,
  claimIds: Iterable<string>,
  format: "jsonl" | "csv",
): Generator<string> {
  const field = predictionFieldOf(b);
  const slices: (number | null)[] = b.slices.length > 0 ? b.slices : [null];
  if (format === "csv")
    yield [`claim_id`, ...(b.slices.length > 0 ? ["slice"] : []), field].join(",") + "\r\n";
  for (const claimId of claimIds) {
    for (const slice of slices) {
      if (format === "csv")
        yield [cell(claimId), ...(slice === null ? [] : [String(slice)]), ""].join(",") + "\r\n";
      else
        yield (
          JSON.stringify({ claim_id: claimId, ...(slice === null ? {} : { slice }), [field]: null }) + "\n"
        );
    }
  }
}
