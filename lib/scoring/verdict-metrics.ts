/** Per-class numbers; all fractions in [0, 1], `support` = gold count. */
export interface ClassMetrics {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/** Verdict metrics, fractions in [0, 1] (scikit-learn semantics, zero_division = 0). */
export interface VerdictMetrics {
  accuracy: number;
  macro_f1: number;
  weighted_f1: number;
  /** Share of predictions that parsed to a valid label. */
  fsr: number;
}

const ratio = (num: number, den: number): number => (den === 0 ? 0 : num / den);

/**
 * Metrics of a K x (K + 1) confusion view stored row-major at `offset` (rows gold, columns
 * predicted, last column invalid). Invalid predictions are wrong and count for no class.
 */
export function computeVerdictMetrics(
  cells: ArrayLike<number>,
  offset: number,
  k: number,
): VerdictMetrics & { perClass: ClassMetrics[] } {
  const width = k + 1;
  const at = (gold: number, predicted: number): number => cells[offset + gold * width + predicted] ?? 0;
  let total = 0;
  let correct = 0;
  let invalid = 0;
  const perClass: ClassMetrics[] = [];
  for (let c = 0; c < k; c += 1) {
    let support = 0;
    let predicted = 0;
    for (let j = 0; j < width; j += 1) support += at(c, j);
    for (let g = 0; g < k; g += 1) predicted += at(g, c);
    const tp = at(c, c);
    const precision = ratio(tp, predicted);
    const recall = ratio(tp, support);
    perClass.push({ precision, recall, f1: ratio(2 * precision * recall, precision + recall), support });
    total += support;
    correct += tp;
    invalid += at(c, k);
  }
  const macro = k === 0 ? 0 : perClass.reduce((sum, m) => sum + m.f1, 0) / k;
  const weighted = ratio(perClass.reduce((sum, m) => sum + m.f1 * m.support, 0), total);
  return {
    accuracy: ratio(correct, total),
    macro_f1: macro,
    weighted_f1: weighted,
    fsr: ratio(total - invalid, total),
    perClass,
  };
}
