/**
 * Fewest entries a leave-one-out fit may rest on for the adjusted gap and Δθ to be shown
 * (DOMAIN.md §9): with λ = 1 a claim seen by k entries is shrunk by about (k/4)/(k/4 + 1),
 * so with few entries the difficulties explain too little of a real shift.
 */
export const MIN_FIELD_FOR_GAPS = 20;

/** Why a board's adjusted gaps are not shown, or null when they are. */
export function smallFieldMessage(fieldSize: number): string | null {
  return fieldSize >= MIN_FIELD_FOR_GAPS
    ? null
    : `The claim difficulties rest on ${fieldSize} entries besides each model; the adjusted gap is shown from ${MIN_FIELD_FOR_GAPS} (with fewer, λ = 1 shrinks each difficulty too far and honest models stay flagged).`;
}
