// Official scorer CLI (DOMAIN.md §7):
//   npm run --silent score -- --bundle <dir> --pred <file> [--bootstrap B --seed S]
//     [--missing-as-wrong] [--regime closed_book|evidence_bounded|open_web]
// Prints one JSON object on stdout; bad input exits 2 with messages on stderr.
import { createReadStream } from "node:fs";
import { parseArgs } from "node:util";
import { decodeUtf8 } from "@/lib/scoring/decode-utf8";
import { ScoringInputError } from "@/lib/scoring/issues";
import { parsePredictions, predictionFormatFromName } from "@/lib/scoring/parse-predictions";
import { scorePredictions } from "@/lib/scoring/score-predictions";
import { REGIMES, regimeSchema } from "@/lib/vocabulary";
import { readBundleDir } from "./read-bundle-dir";

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function toInteger(
  name: string,
  value: string | undefined,
  fallback: number | undefined,
): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) fail(`--${name} must be a non-negative integer, got "${value}"`, 1);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bundle: { type: "string" },
      pred: { type: "string" },
      bootstrap: { type: "string" },
      seed: { type: "string" },
      "missing-as-wrong": { type: "boolean", default: false },
      regime: { type: "string" },
    },
  });
  if (!values.bundle || !values.pred)
    fail("usage: score --bundle <dir> --pred <file> [--bootstrap B --seed S] [--missing-as-wrong]", 1);
  const regime = regimeSchema.optional().safeParse(values.regime);
  if (!regime.success) fail(`--regime must be one of ${REGIMES.join(", ")}`, 1);
  const b = toInteger("bootstrap", values.bootstrap, undefined);
  const seed = toInteger("seed", values.seed, 0);

  const benchmark = await readBundleDir(values.bundle);
  const file = values.pred;
  const { rows, issues } = await parsePredictions(decodeUtf8(createReadStream(file), file), {
    file,
    format: predictionFormatFromName(file),
  });
  // Like the server (read-prediction-file.ts): syntax, type, id, duplicate and missing problems in one report.
  if (rows.length === 0 && issues.count === 0)
    throw new ScoringInputError([{ file, message: "the file holds no predictions" }]);
  const { result } = scorePredictions(benchmark, rows, {
    file,
    issues,
    missingAsWrong: values["missing-as-wrong"],
    regime: regime.data,
    bootstrap: b === undefined ? undefined : { b, seed },
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ScoringInputError) fail(error.message, 2);
  if (error instanceof Error && "code" in error && error.code === "ENOENT") fail(error.message, 2);
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error), 1);
});
