/** Case-insensitive, whitespace-trimmed comparison key for labels (DOMAIN.md §2). */
export function labelKey(label: string): string {
  return label.trim().toLowerCase();
}

/** Maps any spelling of a label to the benchmark's spelling. */
export function createLabelResolver(labels: readonly string[]): (given: string) => string | null {
  const byKey = new Map(labels.map((label) => [labelKey(label), label]));
  return (given) => byKey.get(labelKey(given)) ?? null;
}

/** The first `[[LABEL]]` in a raw model output, or null (LiveFact convention). */
export function extractBracketedLabel(rawOutput: string): string | null {
  const match = /\[\[([\s\S]*?)\]\]/.exec(rawOutput);
  return match?.[1] ?? null;
}
