// The prediction file an evaluation's stored answers make (DOMAIN §8). Pure.
import { readScoreAnswer } from "@/lib/ai/evaluate-claim/read-score-answer";
import type { Track } from "@/lib/vocabulary";

interface StoredAnswer {
  externalId: string;
  sliceKey: string;
  variant: string;
  rawOutput: string;
}

const compareAnswers = (a: StoredAnswer, b: StoredAnswer, slices: readonly number[]) =>
  a.externalId < b.externalId
    ? -1
    : a.externalId > b.externalId
      ? 1
      : slices.indexOf(Number(a.sliceKey)) - slices.indexOf(Number(b.sliceKey)) ||
        (a.variant === b.variant ? 0 : a.variant === "original" ? -1 : 1);

/**
 * One JSONL line per answer, in claim-id, slice, variant order: `raw_output` on the verdict
 * track (the scorer reads the `[[label]]`), `score` on the integrity track, where an answer
 * without a readable score is left out (missing, scored with missingAsWrong).
 */
export function predictionLines(
  track: Track,
  slices: readonly number[],
  answers: readonly StoredAnswer[],
): string[] {
  const lines: string[] = [];
  for (const a of [...answers].sort((x, y) => compareAnswers(x, y, slices))) {
    const head = {
      claim_id: a.externalId,
      ...(a.sliceKey === "" ? {} : { slice: Number(a.sliceKey) }),
      variant: a.variant,
    };
    if (track === "verdict") lines.push(JSON.stringify({ ...head, raw_output: a.rawOutput }));
    else {
      const score = readScoreAnswer(a.rawOutput);
      if (score !== null) lines.push(JSON.stringify({ ...head, score }));
    }
  }
  return lines;
}

/** Whether an answer counts as unparsed (failure kind "unparsed"), as the scorer will read it. */
export function isUnparsed(
  track: Track,
  labels: readonly string[],
  rawOutput: string,
  extractLabel: (raw: string) => string | null,
): boolean {
  if (track === "integrity") return readScoreAnswer(rawOutput) === null;
  const label = extractLabel(rawOutput);
  if (label === null) return true;
  const key = label.trim().toLowerCase();
  return !labels.some((l) => l.trim().toLowerCase() === key);
}
