// Official scorer CLI (DOMAIN.md §7); `--help` prints the usage below.
// Prints one JSON object on stdout; bad input exits 2 with messages on stderr.
import { createReadStream } from "node:fs";
import { parseArgs } from "node:util";
import { decodeUtf8 } from "@/lib/scoring/decode-utf8";
import { ScoringInputError } from "@/lib/scoring/issues";
import { parsePredictions, predictionFormatFromName } from "@/lib/scoring/parse-predictions";
import { scorePredictions } from "@/lib/scoring/score-predictions";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { REGIMES, regimeSchema } from "@/lib/vocabulary";
import { readBundleDir, restrictToSplit } from "./read-bundle-dir";

const USAGE = `usage: npm run --silent score -- --bundle <dir> --pred <file> [options]

  --bundle <dir>        benchmark.json, claims.jsonl and labels.jsonl (labels.jsonl may be
                        left out with --check)
  --pred <file>         predictions, .jsonl or .csv (DOMAIN.md §7)
  --split <name>        score only the claims of one split (2025Q1, or 2025-01 on a monthly
                        benchmark): a file for one dev split is then not missing the others
  --check               only the checks the server makes before it queues a file (syntax,
                        types, ids, duplicates, missing predictions); no labels needed
  --missing-as-wrong    count predictions the file leaves out as wrong instead of refusing it
  --regime <regime>     ${REGIMES.join(" | ")} (open_web checks citations for leakage)
  --bootstrap <B>       add 95% bootstrap intervals from B resamples of claims
  --seed <S>            the bootstrap's seed (default 0)
  --help                this text`;

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
      split: { type: "string" },
      check: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.bundle || !values.pred) fail(USAGE, 1);
  const regime = regimeSchema.optional().safeParse(values.regime);
  if (!regime.success) fail(`--regime must be one of ${REGIMES.join(", ")}`, 1);
  const b = toInteger("bootstrap", values.bootstrap, undefined);
  const seed = toInteger("seed", values.seed, 0);

  const whole = await readBundleDir(values.bundle, { labels: !values.check });
  const benchmark = values.split ? restrictToSplit(whole, values.split) : whole;
  const file = values.pred;
  const { rows, issues } = await parsePredictions(decodeUtf8(createReadStream(file), file), {
    file,
    format: predictionFormatFromName(file),
  });
  // Like the server (read-prediction-file.ts): syntax, type, id, duplicate and missing problems in one report.
  if (rows.length === 0 && issues.count === 0)
    throw new ScoringInputError([{ file, message: "the file holds no predictions" }]);
  if (values.check) {
    buildInstanceRecords(benchmark, rows, { file, issues, missingAsWrong: values["missing-as-wrong"] });
    process.stdout.write(
      `${JSON.stringify({ ok: true, claims: benchmark.claims.length, rows: rows.length })}\n`,
    );
    return;
  }
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
  if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))
    fail(`${error.message}\n\n${USAGE}`, 1);
  if (error instanceof ScoringInputError) fail(error.message, 2);
  if (error instanceof Error && "code" in error && error.code === "ENOENT") fail(error.message, 2);
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error), 1);
});
