// A computed board as text and back, exactly: JSON alone would turn NaN and ±Infinity into
// null and -0 into 0, which pages render differently (an interval bound of NaN is "—").
// Such numbers are written as {"$num": "NaN" | "Infinity" | "-Infinity" | "-0"}; no board
// field is an object with a "$num" key, so the marker cannot be mistaken for data.

const MARK = "$num";
const SPECIAL: Record<string, number> = {
  NaN: Number.NaN,
  Infinity: Infinity,
  "-Infinity": -Infinity,
  "-0": -0,
};

function special(value: number): string | null {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "Infinity";
  if (value === -Infinity) return "-Infinity";
  if (Object.is(value, -0)) return "-0";
  return null;
}

/** The value as JSON text that `parseBoardJson` turns back into an equal value, number for number. */
export function stringifyBoardJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    const name = typeof v === "number" ? special(v) : null;
    return name ? { [MARK]: name } : v;
  });
}

export function parseBoardJson<T>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
      const keys = Object.keys(v);
      const name = (v as Record<string, unknown>)[MARK];
      if (keys.length === 1 && typeof name === "string" && name in SPECIAL) return SPECIAL[name];
    }
    return v;
  }) as T;
}
