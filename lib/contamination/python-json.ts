/**
 * JSON text as Python's `json.dumps` writes it (", " and ": " separators,
 * floats as `repr`: 0.0, 1e-05, 1.5e+16), so CLI lines are byte-identical to
 * the reference output, not merely equal as values.
 */

type PythonJsonValue =
  null | boolean | string | PythonFloat | number | PythonJsonValue[] | { [key: string]: PythonJsonValue };

/** Marks a number that Python holds as a float (written with ".0" when whole). */
export class PythonFloat {
  constructor(readonly value: number) {}
}

function formatFloat(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "Infinity" : "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  // Shortest round-trip digits are the same in JS and Python; only layout differs.
  const [mantissa = "", exponentText = "0"] = x.toExponential().split("e");
  const exponent = Number(exponentText);
  const sign = mantissa.startsWith("-") ? "-" : "";
  const digits = mantissa.replace("-", "").replace(".", "");
  if (exponent < -4 || exponent >= 16) {
    const body = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? "-" : "+";
    return `${sign}${body}e${expSign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction === "" ? "0" : fraction}`;
}

/** Python's default ensure_ascii=True escapes every non-ASCII UTF-16 unit. */
function formatString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u0080-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function toPythonJson(value: PythonJsonValue): string {
  if (value === null) return "null";
  if (value instanceof PythonFloat) return formatFloat(value.value);
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : formatFloat(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return formatString(value);
  if (Array.isArray(value)) return `[${value.map(toPythonJson).join(", ")}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${formatString(k)}: ${toPythonJson(v)}`)
    .join(", ")}}`;
}
