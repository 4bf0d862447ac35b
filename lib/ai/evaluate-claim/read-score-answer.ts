// Reading an integrity score from a model's raw answer (DOMAIN §8). Pure.

/**
 * The first well-formed `[[…]]` whose content, trimmed, is a decimal number in [-1, 1]
 * ("0.5", "-1", "+.25"; no exponent), or null when there is none.
 */
export function readScoreAnswer(rawOutput: string): number | null {
  for (const match of rawOutput.matchAll(/\[\[([^[\]]+)\]\]/g)) {
    const text = (match[1] ?? "").trim();
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) continue;
    const value = Number(text);
    if (value >= -1 && value <= 1) return value;
  }
  return null;
}
