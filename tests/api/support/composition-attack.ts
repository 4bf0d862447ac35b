// What the composition attacks (tests/api/attacks-dev-offset, attacks-mse-offset and attacks-differential tests) share: the labels,
// the cutoff between the dev and the test quarter, and small counting helpers.
import { DEV_QUARTER, QUARTER } from "./attack-setup";

export const LABELS = ["True", "False"];
export const other = (l: string) => (l === "True" ? "False" : "True");
/** A declared cutoff between the dev quarter (2025Q1) and the test quarter (2025Q2). */
export const CUTOFF = "2025-03-31";
export const POOLED = `?splits=${DEV_QUARTER},${QUARTER}`;
export const labelLines = (claimIds: string[], labels: string[]) =>
  claimIds.map((id, i) => ({ claim_id: id, label: labels[i] }));
/** Correct guesses a reader without information makes at most (chance + 3 standard deviations). */
export const chanceCeiling = (trials: number, p: number) => trials * p + 3 * Math.sqrt(trials * p * (1 - p));
export const correct = (labels: string[], gold: string[]) => labels.filter((l, i) => l === gold[i]).length;
