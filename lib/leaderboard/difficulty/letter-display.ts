/**
 * Compact letter display by insert-and-absorb (Piepho 2004; DOMAIN.md §9). Entries are
 * 0..k−1 in ranked order; `differ` lists the significantly different pairs. Entries that
 * share a letter are not significantly different. Returns each entry's letters.
 */
export function letterDisplay(k: number, differ: readonly (readonly [number, number])[]): string[] {
  if (k === 0) return [];
  let columns: Set<number>[] = [new Set(Array.from({ length: k }, (_, i) => i))];
  const pairs = differ
    .map(([i, j]) => (i < j ? ([i, j] as const) : ([j, i] as const)))
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  for (const [i, j] of pairs) {
    const split: Set<number>[] = [];
    for (const column of columns) {
      if (column.has(i) && column.has(j)) {
        split.push(without(column, i), without(column, j));
      } else split.push(column);
    }
    columns = split.filter(
      (column, a) => !split.some((other, b) => b !== a && absorbs(other, column, b < a)),
    );
  }
  const sorted = columns.map((c) => [...c].sort((x, y) => x - y)).sort(compareLists);
  const letters = Array.from({ length: k }, () => "");
  sorted.forEach((column, n) => {
    for (const e of column) letters[e] += letterName(n);
  });
  return letters;
}

function without(set: Set<number>, member: number): Set<number> {
  const copy = new Set(set);
  copy.delete(member);
  return copy;
}

/** Whether `other` absorbs `column`: a strict superset, or an equal column that came first. */
function absorbs(other: Set<number>, column: Set<number>, otherFirst: boolean): boolean {
  if (other.size < column.size) return false;
  for (const e of column) if (!other.has(e)) return false;
  return other.size > column.size || otherFirst;
}

function compareLists(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** a, b, …, z, aa, ab, … */
function letterName(n: number): string {
  let name = "";
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26))
    name = String.fromCharCode(97 + ((k - 1) % 26)) + name;
  return name;
}
