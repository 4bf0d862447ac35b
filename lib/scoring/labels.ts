/** Case-insensitive, whitespace-trimmed comparison key for labels (DOMAIN.md §2). */
function labelKey(label: string): string {
  return label.trim().toLowerCase();
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
