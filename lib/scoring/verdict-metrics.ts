/** Per-class numbers; all fractions in [0, 1], `support` = gold count. */
export interface ClassMetrics {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/** Verdict metrics, fractions in [0, 1] (scikit-learn semantics, zero_division = 0). */
export type VerdictMetrics = {
  accuracy: number;
  macro_f1: number;
  weighted_f1: number;
  /** Share of predictions that parsed to a valid label. */
  fsr: number;
  /**
   * The same three metrics over the predictions in the required format only (RW-Post):
   * unparsed, out-of-set and missing predictions are left out instead of counted wrong.
   * 0 when no prediction parsed (`fsr` = 0 beside it says why).
   */
  accuracy_parsed: number;
  macro_f1_parsed: number;
  weighted_f1_parsed: number;
};

const ratio = (num: number, den: number): number => (den === 0 ? 0 : num / den);

/** The count of (gold, predicted) in a confusion view. */
type Cell = (gold: number, predicted: number) => number;

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
  const at: Cell = (gold, predicted) => cells[offset + gold * width + predicted] ?? 0;
  let total = 0;
  let correct = 0;
  let invalid = 0;
  const perClass: ClassMetrics[] = [];
  for (let c = 0; c < k; c += 1) {
    const m = classMetrics(at, c, k, width);
    perClass.push(m);
    total += m.support;
    correct += at(c, c);
    invalid += at(c, k);
  }
  const parsed = parsedOnly(at, k);
  return {
    accuracy: ratio(correct, total),
    macro_f1: macroF1(perClass),
    weighted_f1: weightedF1(perClass, total),
    fsr: ratio(total - invalid, total),
    accuracy_parsed: ratio(correct, total - invalid),
    macro_f1_parsed: macroF1(parsed),
    weighted_f1_parsed: weightedF1(parsed, total - invalid),
    perClass,
  };
}

const macroF1 = (perClass: readonly ClassMetrics[]): number =>
  perClass.length === 0 ? 0 : perClass.reduce((sum, m) => sum + m.f1, 0) / perClass.length;

const weightedF1 = (perClass: readonly ClassMetrics[], total: number): number =>
  ratio(
    perClass.reduce((sum, m) => sum + m.f1 * m.support, 0),
    total,
  );

/**
 * Per-class numbers with the invalid column dropped: precision is unchanged (invalid
 * predictions are in no class's predicted count), recall and support count parsed
 * predictions only.
 */
function parsedOnly(at: Cell, k: number): ClassMetrics[] {
  return Array.from({ length: k }, (_, c) => classMetrics(at, c, k, k));
}

/**
 * Class `c` of a confusion view: precision over the K predicted columns, recall and support
 * over the first `columns` of its row (K + 1 counts invalid predictions, K leaves them out).
 */
function classMetrics(at: Cell, c: number, k: number, columns: number): ClassMetrics {
  let support = 0;
  let predicted = 0;
  for (let j = 0; j < columns; j += 1) support += at(c, j);
  for (let g = 0; g < k; g += 1) predicted += at(g, c);
  const tp = at(c, c);
  const precision = ratio(tp, predicted);
  const recall = ratio(tp, support);
  return { precision, recall, f1: ratio(2 * precision * recall, precision + recall), support };
}
