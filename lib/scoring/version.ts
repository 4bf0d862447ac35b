/** Stored with every score; bump when a metric's definition or computation changes. */
export const SCORER_VERSION = "1.0.0";

/** Bootstrap settings for stored scores: B = 1000 resamples, fixed seed (DOMAIN §6). */
export const STORED_BOOTSTRAP = { b: 1000, seed: 0 } as const;
