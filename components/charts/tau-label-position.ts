/**
 * Where τ's label goes: above the plot (in the top margin, so never clipped) and anchored
 * away from the edge it is near, so "τ = 0.95" does not run off the right side.
 */
export function tauLabelPosition(tau: number): "top" | "insideTopRight" | "insideTopLeft" {
  if (tau > 0.85) return "insideTopRight";
  if (tau < 0.15) return "insideTopLeft";
  return "top";
}
