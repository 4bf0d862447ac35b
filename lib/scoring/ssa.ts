/** SSA probe values (DOMAIN.md §4). `delta` and `otr` are fractions; `factor` = Δ × OTR × 100. */
export interface SsaResult {
  delta: number;
  otr: number;
  factor: number;
}

export function computeSsa(delta: number, otr: number): SsaResult {
  return { delta, otr, factor: delta * otr * 100 };
}
