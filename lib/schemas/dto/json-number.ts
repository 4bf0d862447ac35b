import { z } from "zod";

/**
 * A computed value as JSON carries it: NaN or ±Infinity (an undefined metric, an empty
 * interval) is written as null, as `JSON.stringify` would, so the DTO says so.
 */
export const jsonNumber = z.preprocess(
  (v) => (typeof v === "number" && !Number.isFinite(v) ? null : v),
  z.number().nullable(),
);

/** A 95% interval [low, high], either end null when undefined. */
export const jsonInterval = z.tuple([jsonNumber, jsonNumber]);
