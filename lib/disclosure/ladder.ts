import { roundToStep } from "./disclosure-step";

/**
 * The Ladder (Blum & Hardt 2015, "The Ladder: A Reliable Leaderboard for Machine Learning
 * Competitions", Algorithm 1): a participant's released score on a hidden split moves only
 * when a new submission beats the best released score by more than the step η, and then it
 * moves to the new score rounded to η. Anything else gets "no significant improvement" and
 * releases nothing new.
 */
export interface LadderDecision {
  isReleased: boolean;
  /** The participant's released score after this submission (rounded to η). */
  released: number | null;
}

export function decideLadder(input: {
  best: number | null;
  value: number;
  step: number;
  lowerIsBetter: boolean;
}): LadderDecision {
  const { best, value, step, lowerIsBetter } = input;
  if (!Number.isFinite(value)) return { isReleased: false, released: best };
  const improves = best === null || (lowerIsBetter ? value < best - step : value > best + step);
  return improves
    ? { isReleased: true, released: roundToStep(value, step) }
    : { isReleased: false, released: best };
}
