import { roundToStep } from "./disclosure-step";

/**
 * The Ladder (Blum & Hardt 2015, "The Ladder: A Reliable Leaderboard for Machine Learning
 * Competitions", Algorithm 1): a participant's disclosed score on a hidden split moves only
 * when a new submission beats the best disclosed score by more than the step η, and then it
 * moves to the new score rounded to η. Anything else gets "no significant improvement" and
 * discloses nothing new.
 */
interface LadderDecision {
  isDisclosed: boolean;
  /** The participant's disclosed score after this submission (rounded to η). */
  disclosed: number | null;
}

export function decideLadder(input: {
  best: number | null;
  value: number;
  step: number;
  lowerIsBetter: boolean;
}): LadderDecision {
  const { best, value, step, lowerIsBetter } = input;
  if (!Number.isFinite(value)) return { isDisclosed: false, disclosed: best };
  const improves = best === null || (lowerIsBetter ? value < best - step : value > best + step);
  return improves
    ? { isDisclosed: true, disclosed: roundToStep(value, step) }
    : { isDisclosed: false, disclosed: best };
}
