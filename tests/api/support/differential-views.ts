// The two-account differential (tests/api/attacks-differential.test.ts): what the Ladder
// stores for a verdict file, computed here from the seeded gold, and every view a visitor can
// read of a benchmark, taken apart into what belongs to one model with its identity removed.
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { scoreRecords } from "@/lib/scoring/score-records";
import type { ScoringBenchmark } from "@/lib/scoring/types";
import { STORED_BOOTSTRAP } from "@/lib/scoring/version";
import { discloseScoreResult } from "@/lib/disclosure/disclose-score";
import { readAsVisitor, visibleText, withoutIdentity, type BoardJson } from "./visitor-reads";

/** The disclosed result of a verdict file (discloseScoreResult of the stored score), as JSON. */
export function disclosedVerdictResult(
  benchmark: ScoringBenchmark,
  claimIds: string[],
  labels: string[],
): string {
  const rows = claimIds.map((claimId, i) => ({
    line: i + 1,
    claimId,
    variant: "original" as const,
    citations: [],
    label: labels[i]!,
  }));
  const records = buildInstanceRecords(benchmark, rows, { file: "p.jsonl" });
  const result = scoreRecords(benchmark, records, { bootstrap: STORED_BOOTSTRAP });
  return JSON.stringify(discloseScoreResult({ exact: false, stepOverride: null }, result));
}

/** A model as a visitor can tell it apart from another: its name and id. */
export type Identity = { name: string; id: string };

/** What `board` shows of one model: its row, curve and cost point, identity out (null: absent). */
function partOf(board: BoardJson, model: Identity, identity: string[]): string {
  const row = board.rows.find((r) => r.modelId === model.id);
  const entry = row?.entryId;
  const part = {
    row: row ?? null,
    curve: board.curves?.find((c) => c.entryId === entry) ?? null,
    cost: board.cost?.find((c) => c.entryId === entry) ?? null,
  };
  const ids = board.rows.flatMap((r) => [r.entryId, ...r.submissionIds, r.submittedAt ?? ""]);
  return withoutIdentity(JSON.stringify(part), [...identity, ...ids]);
}

/** Times and dates of submissions, which differ between two accounts' uploads. */
const withoutTimes = (text: string) =>
  text
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, "<time>")
    .replace(/\b\d{1,2}:\d{2}(:\d{2})?\b/g, "<time>")
    .replace(/\b\d+ (seconds?|minutes?) ago\b/g, "<time>");

/**
 * For each of `models`, what `path` shows of it with both models' identity out: the model's
 * part of a board answer, its lines of a CSV, or the whole visible text of a page or SVG
 * (`pathOf(model)` gives a path per model, as for model pages).
 */
export async function readParts(
  models: [Identity, Identity],
  path: string | ((m: Identity) => string),
): Promise<string[]> {
  const identity = models.flatMap((m) => [m.name, m.id]);
  const texts = await Promise.all(
    models.map((m) => readAsVisitor(typeof path === "string" ? path : path(m))),
  );
  return models.map((m, k) => {
    const text = texts[k]!;
    if (typeof path !== "string") return withoutTimes(withoutIdentity(visibleText(text), identity));
    if (path.includes("format=csv"))
      return withoutTimes(
        withoutIdentity(
          text
            .split("\n")
            .filter((line) => line.includes(m.name))
            .join("\n"),
          identity,
        ),
      );
    return partOf(JSON.parse(text) as BoardJson, m, identity);
  });
}

/** Where two texts first differ, with some context, for a failure message. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return "no difference";
  return `…${a.slice(Math.max(0, i - 120), i + 60)}… vs …${b.slice(Math.max(0, i - 120), i + 60)}…`;
}
