/** Stored with every score; bump when a metric's definition or computation changes. */
export const SCORER_VERSION = "1.2.0";
// 1.1.0: integrity bins decided exactly; first well-formed [[LABEL]]; a missing integrity
// prediction is the worst possible error; `missing` count in results.
// 1.2.0: parsed-only metrics (accuracy_parsed, macro_f1_parsed, weighted_f1_parsed; RW-Post).

/** Bootstrap settings for stored scores: B = 1000 resamples, fixed seed (DOMAIN §6). */
export const STORED_BOOTSTRAP = { b: 1000, seed: 0 } as const;
