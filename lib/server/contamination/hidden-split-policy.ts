/**
 * On hidden-label (test) splits, metrics over a contamination-defined subset are shown only
 * when the subset has at least this many claims. Subsets move with uploaded evidence and the
 * viewer's selection, so tiny ones would let someone read off single hidden labels.
 * Differencing two large subsets remains possible in principle; dev splits have no limit.
 */
export const MIN_HIDDEN_SUBSET = 30;
