/**
 * The white space trimmed from labels (DOMAIN.md §2): Unicode's White_Space property, 25 code
 * points. Not JavaScript's `trim()` (which also strips U+FEFF and keeps U+0085) nor Python's
 * `strip()` (which also strips U+001C–U+001F).
 */
const LABEL_WHITE_SPACE = "\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";
const EDGE_SPACE = new RegExp(`^[${LABEL_WHITE_SPACE}]+|[${LABEL_WHITE_SPACE}]+$`, "gu");

/** Case-insensitive comparison key for labels, trimmed of LABEL_WHITE_SPACE (DOMAIN.md §2). */
function labelKey(label: string): string {
  return label.replace(EDGE_SPACE, "").toLowerCase();
}

/** Maps any spelling of a label to the benchmark's spelling. */
export function createLabelResolver(labels: readonly string[]): (given: string) => string | null {
  const byKey = new Map(labels.map((label) => [labelKey(label), label]));
  return (given) => byKey.get(labelKey(given)) ?? null;
}

/**
 * The first well-formed `[[LABEL]]` in a raw model output, or null (LiveFact convention):
 * `[[`, one or more characters none of which is a square bracket, `]]`. Stray or nested
 * brackets around it do not hide it: "[[[True]]]" and "[[Fake or [[False]]" read True and
 * False. The text between the brackets is returned as written (resolved later).
 */
export function extractBracketedLabel(rawOutput: string): string | null {
  const match = /\[\[([^[\]]+)\]\]/.exec(rawOutput);
  return match?.[1] ?? null;
}
