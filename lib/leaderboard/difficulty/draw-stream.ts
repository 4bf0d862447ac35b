/**
 * The board's bootstrap draws (resampleCounts: pure-rand's xoroshiro128+ with rejection
 * sampling, B × n draws in one stream) read from the generator's raw 32-bit outputs, which
 * depend on the seed only. A difficulty step resamples hundreds of claim sets of different
 * sizes under two seeds; generating the raw outputs once per seed and reducing them modulo
 * each set's size gives the same draws at a fraction of the cost.
 */
export interface DrawStream {
  /** Raw outputs (unsigned), `length` of them generated. */
  out: Uint32Array;
  length: number;
  /** Generator state after the last generated output: s00, s01, s10, s11. */
  state: Int32Array;
}

export function createDrawStream(seed: number): DrawStream {
  // pure-rand xoroshiro128plus(seed) state, as resampleCounts starts it.
  return { out: new Uint32Array(0), length: 0, state: Int32Array.of(~seed, -1, 0, seed | 0) };
}

/** Makes at least `length` raw outputs available. */
function extend(stream: DrawStream, length: number): void {
  if (length <= stream.length) return;
  if (length > stream.out.length) {
    const grown = new Uint32Array(Math.max(length, Math.ceil(stream.out.length * 1.5)));
    grown.set(stream.out.subarray(0, stream.length));
    stream.out = grown;
  }
  const out = stream.out;
  let s00 = stream.state[0]!;
  let s01 = stream.state[1]!;
  let s10 = stream.state[2]!;
  let s11 = stream.state[3]!;
  const end = stream.out.length;
  for (let k = stream.length; k < end; k += 1) {
    out[k] = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const t00 = s00;
    const t01 = s01;
    s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
  }
  stream.state.set([s00, s01, s10, s11]);
  stream.length = end;
}

/**
 * The draws of resampleCounts(n, b, seed) for this stream's seed, counted by code: after
 * resample r, `visit(r, histogram)` with histogram[k] (reused) = how many of its n draws
 * fell on a position i with code[i] = k. The loop is unrolled by four (about twice as fast
 * in V8): a board's difficulty step makes about a billion of these draws.
 */
export function forEachHistogram(
  stream: DrawStream,
  n: number,
  b: number,
  code: Int32Array,
  codes: number,
  visit: (r: number, histogram: Int32Array) => void,
): void {
  if (n <= 0) return;
  const histogram = new Int32Array(codes);
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const inverse = 1 / n;
  // Rejections are rare (probability below n / 2³²): a few outputs spare, more on demand.
  extend(stream, n * b + 64);
  let out = stream.out;
  let k = 0;
  // u mod n is computed through the reciprocal and corrected (exact in doubles, u < 2³²),
  // written out in each lane: V8 runs the loop twice as fast as with a helper function.
  for (let r = 0; r < b; r += 1) {
    histogram.fill(0);
    let i = 0;
    while (i < n) {
      if (k + 4 > stream.length) {
        extend(stream, stream.length + n + 64);
        out = stream.out;
      }
      const u0 = out[k]!;
      const u1 = out[k + 1]!;
      const u2 = out[k + 2]!;
      const u3 = out[k + 3]!;
      if (i + 4 <= n && u0 < limit && u1 < limit && u2 < limit && u3 < limit) {
        let m0 = u0 - Math.floor(u0 * inverse) * n;
        if (m0 < 0) m0 += n;
        else if (m0 >= n) m0 -= n;
        let m1 = u1 - Math.floor(u1 * inverse) * n;
        if (m1 < 0) m1 += n;
        else if (m1 >= n) m1 -= n;
        let m2 = u2 - Math.floor(u2 * inverse) * n;
        if (m2 < 0) m2 += n;
        else if (m2 >= n) m2 -= n;
        let m3 = u3 - Math.floor(u3 * inverse) * n;
        if (m3 < 0) m3 += n;
        else if (m3 >= n) m3 -= n;
        histogram[code[m0]!]! += 1;
        histogram[code[m1]!]! += 1;
        histogram[code[m2]!]! += 1;
        histogram[code[m3]!]! += 1;
        k += 4;
        i += 4;
      } else {
        k += 1;
        if (u0 >= limit) continue;
        let m = u0 - Math.floor(u0 * inverse) * n;
        if (m < 0) m += n;
        else if (m >= n) m -= n;
        histogram[code[m]!]! += 1;
        i += 1;
      }
    }
    visit(r, histogram);
  }
}

/**
 * The same draws summed instead of counted: after resample r, `visit(r, sumA, sumC)` with
 * the sums of a[i] and c[i] over its n drawn positions (the integrity track's sums of squared
 * errors and difficulties). Unrolled as forEachHistogram.
 */
export function forEachDrawSum(
  stream: DrawStream,
  n: number,
  b: number,
  a: Float64Array,
  c: Float64Array,
  visit: (r: number, sumA: number, sumC: number) => void,
): void {
  if (n <= 0) return;
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const inverse = 1 / n;
  extend(stream, n * b + 64);
  let out = stream.out;
  let k = 0;
  for (let r = 0; r < b; r += 1) {
    let sumA = 0;
    let sumC = 0;
    let i = 0;
    while (i < n) {
      if (k + 4 > stream.length) {
        extend(stream, stream.length + n + 64);
        out = stream.out;
      }
      const u0 = out[k]!;
      const u1 = out[k + 1]!;
      const u2 = out[k + 2]!;
      const u3 = out[k + 3]!;
      if (i + 4 <= n && u0 < limit && u1 < limit && u2 < limit && u3 < limit) {
        let m0 = u0 - Math.floor(u0 * inverse) * n;
        if (m0 < 0) m0 += n;
        else if (m0 >= n) m0 -= n;
        let m1 = u1 - Math.floor(u1 * inverse) * n;
        if (m1 < 0) m1 += n;
        else if (m1 >= n) m1 -= n;
        let m2 = u2 - Math.floor(u2 * inverse) * n;
        if (m2 < 0) m2 += n;
        else if (m2 >= n) m2 -= n;
        let m3 = u3 - Math.floor(u3 * inverse) * n;
        if (m3 < 0) m3 += n;
        else if (m3 >= n) m3 -= n;
        sumA += a[m0]! + a[m1]! + a[m2]! + a[m3]!;
        sumC += c[m0]! + c[m1]! + c[m2]! + c[m3]!;
        k += 4;
        i += 4;
      } else {
        k += 1;
        if (u0 >= limit) continue;
        let m = u0 - Math.floor(u0 * inverse) * n;
        if (m < 0) m += n;
        else if (m >= n) m -= n;
        sumA += a[m]!;
        sumC += c[m]!;
        i += 1;
      }
    }
    visit(r, sumA, sumC);
  }
}
