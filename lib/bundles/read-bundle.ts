import { stat } from "node:fs/promises";
import { benchmarkMetaSchema } from "@/lib/schemas/bundle-benchmark";
import { splitsFileSchema } from "@/lib/schemas/bundle-splits";
import { BUNDLE_FILES, type ReadBundleResult } from "./bundle-types";
import { checkClaimRow, createClaimsState } from "./check-claim-row";
import { checkLabelRow, createLabelsState } from "./check-label-row";
import { checkOracleRow, createOracleState } from "./check-oracle-row";
import { ProblemList } from "./problem-list";
import { readJsonFile, streamJsonlFile } from "./read-bundle-files";
import { resolveSplits } from "./resolve-splits";

/**
 * Reads a benchmark bundle folder (DOMAIN §7) and validates all of it before answering:
 * either a fully validated `ParsedBundle`, or the first 100 problems (file, line, field,
 * message) plus the total count. JSONL files are streamed line by line; only accepted
 * rows are kept in memory. Never throws for bad bundle content; throws only for I/O
 * failures other than missing files.
 */
export async function readBundle(dir: string): Promise<ReadBundleResult> {
  const problems = new ProblemList();
  const isDir = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) {
    problems.add({ file: dir, message: "bundle folder does not exist" });
    return failure(problems);
  }

  const meta = await readJsonFile(dir, BUNDLE_FILES.benchmark, benchmarkMetaSchema, true, problems);
  const period = meta?.period ?? "quarter";
  const claims = createClaimsState(period);
  await streamJsonlFile(dir, BUNDLE_FILES.claims, true, problems, (value, line) =>
    checkClaimRow(value, line, meta, claims, problems),
  );
  const labels = createLabelsState();
  const hasLabels = await streamJsonlFile(dir, BUNDLE_FILES.labels, true, problems, (value, line) =>
    checkLabelRow(value, line, meta, claims.lineById, labels, problems),
  );
  const oracle = createOracleState();
  await streamJsonlFile(dir, BUNDLE_FILES.oracle, false, problems, (value, line) =>
    checkOracleRow(value, line, claims.lineById, oracle, problems),
  );

  if (hasLabels) {
    for (const [claimId, line] of claims.lineById) {
      if (!labels.lineById.has(claimId)) {
        problems.add({
          file: BUNDLE_FILES.claims,
          line,
          field: "claim_id",
          message: `claim ${claimId} has no row in labels.jsonl`,
        });
      }
    }
  }

  const splitsFile = await readJsonFile(dir, BUNDLE_FILES.splits, splitsFileSchema, false, problems);
  const resolved = resolveSplits(claims.splitCounts, splitsFile, period);
  for (const problem of resolved.problems) problems.add(problem);

  if (problems.total > 0 || !meta) return failure(problems);
  return {
    ok: true,
    bundle: {
      meta,
      period,
      claims: claims.claims,
      labels: labels.labels,
      oracleEvidence: oracle.rows,
      splits: resolved.splits,
      hasSplitsFile: splitsFile !== null,
    },
  };
}

function failure(problems: ProblemList): ReadBundleResult {
  return {
    ok: false,
    problems: problems.shown,
    totalProblems: problems.total,
    omittedProblems: problems.omitted,
  };
}

/** Renders problems one per line as `file:line field: message` for CLIs and logs. */
export function formatBundleProblems(result: Extract<ReadBundleResult, { ok: false }>): string {
  const lines = result.problems.map(
    (p) =>
      `${p.file}${p.line !== undefined ? `:${p.line}` : ""}${p.field ? ` ${p.field}` : ""}: ${p.message}`,
  );
  if (result.omittedProblems > 0) lines.push(`… and ${result.omittedProblems} more problems`);
  return lines.join("\n");
}
