/**
 * Contamination CLI (DOMAIN.md §7):
 *   npm run --silent contamination -- --oracle <jsonl> --generated <jsonl> --metric meteor [--tau T]
 * Prints one `{claim_id, score, contaminated}` line per oracle claim (oracle-file
 * order) and a last `{summary: {n, mean, flagged}}` line, where n counts scored
 * claims and flagged is a count. Bad input exits with status 1 and a message
 * naming the file and line; nothing is printed to stdout then.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildMeteorReport, formatReportLines } from "@/lib/contamination/contamination-report";
import { createMeteorScorer } from "@/lib/contamination/meteor";
import { DEFAULT_TAU } from "@/lib/contamination/flags";
import { EvidenceFileError, parseEvidenceJsonl } from "@/lib/contamination/evidence-file";
import { loadWordNet30 } from "@/lib/contamination/load-wordnet";

const USAGE = "usage: contamination --oracle <jsonl> --generated <jsonl> --metric meteor [--tau T]";

class UsageError extends Error {}

function readEvidence(file: string) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`${file}: cannot read (${error instanceof Error ? error.message : String(error)})`);
  }
  return parseEvidenceJsonl(text, file);
}

function main(argv: string[]): string[] {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        oracle: { type: "string" },
        generated: { type: "string" },
        metric: { type: "string" },
        tau: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { oracle, generated, metric, tau: tauText } = values;
  if (oracle === undefined || generated === undefined || metric === undefined) {
    throw new UsageError(`--oracle, --generated and --metric are required\n${USAGE}`);
  }
  // Embedding scores need vectors, which these text files do not hold.
  if (metric !== "meteor") throw new UsageError(`--metric ${metric}: only "meteor" is supported by this CLI`);
  const tau = tauText === undefined ? DEFAULT_TAU.meteor : Number(tauText);
  if (tauText !== undefined && (tauText.trim() === "" || !Number.isFinite(tau))) {
    throw new UsageError(`--tau ${tauText}: not a number`);
  }
  const oracleRecords = readEvidence(oracle);
  const generatedRecords = readEvidence(generated);
  const report = buildMeteorReport(createMeteorScorer(loadWordNet30()), {
    oracle: oracleRecords,
    generated: generatedRecords,
    generatedFile: generated,
    tau,
  });
  return formatReportLines(report);
}

try {
  process.stdout.write(main(process.argv.slice(2)).join("\n") + "\n");
} catch (error) {
  if (!(error instanceof UsageError || error instanceof EvidenceFileError)) throw error;
  process.stderr.write(`contamination: ${error.message}\n`);
  process.exitCode = 1;
}
