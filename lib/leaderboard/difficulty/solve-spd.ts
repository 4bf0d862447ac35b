/**
 * Cholesky factor of a symmetric positive definite n × n matrix (row-major; only the lower
 * triangle is read), in place: the lower triangle becomes L with A = L Lᵀ.
 */
export function choleskyFactor(a: Float64Array, n: number): Float64Array {
  for (let j = 0; j < n; j += 1) {
    let d = a[j * n + j]!;
    for (let k = 0; k < j; k += 1) d -= a[j * n + k]! * a[j * n + k]!;
    if (!(d > 0)) throw new Error("the difficulty fit's system is not positive definite");
    const root = Math.sqrt(d);
    a[j * n + j] = root;
    for (let i = j + 1; i < n; i += 1) {
      let s = a[i * n + j]!;
      for (let k = 0; k < j; k += 1) s -= a[i * n + k]! * a[j * n + k]!;
      a[i * n + j] = s / root;
    }
  }
  return a;
}

/** x with L Lᵀ x = rhs, for L from choleskyFactor. */
export function choleskySolve(l: Float64Array, rhs: Float64Array, n: number): Float64Array {
  const x = Float64Array.from(rhs);
  for (let i = 0; i < n; i += 1) {
    let s = x[i]!;
    for (let k = 0; k < i; k += 1) s -= l[i * n + k]! * x[k]!;
    x[i] = s / l[i * n + i]!;
  }
  for (let i = n - 1; i >= 0; i -= 1) {
    let s = x[i]!;
    for (let k = i + 1; k < n; k += 1) s -= l[k * n + i]! * x[k]!;
    x[i] = s / l[i * n + i]!;
  }
  return x;
}

/** Solves A x = rhs for a symmetric positive definite A (overwritten by its factor). */
export function solveSpd(a: Float64Array, rhs: Float64Array, n: number): Float64Array {
  return choleskySolve(choleskyFactor(a, n), rhs, n);
}
