import { describe, expect, it } from "vitest";
import { parseBoardJson, stringifyBoardJson } from "./board-json";

describe("board JSON", () => {
  it("gives back NaN, ±Infinity and -0 where plain JSON would not", () => {
    const value = {
      a: -0,
      b: [Number.NaN, Infinity, -Infinity, 1.5, -0, 0],
      c: { low: Number.NaN, high: null, name: "x" },
      d: [],
    };
    const back = parseBoardJson<typeof value>(stringifyBoardJson(value));
    expect(back).toEqual(value);
    expect(Object.is(back.a, -0)).toBe(true);
    expect(Object.is(back.b[4], -0)).toBe(true);
    expect(Object.is(back.b[5], 0)).toBe(true);
    expect(JSON.stringify(back)).toBe(JSON.stringify(value));
  });

  it("keeps every other number exactly and the order of keys", () => {
    let x = 12345;
    const numbers = Array.from({ length: 2000 }, () => {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      return (x / 2 ** 31 - 0.5) * 10 ** ((x % 40) - 20);
    });
    const value = { z: numbers, a: { y: 1, b: 2 } };
    const back = parseBoardJson<typeof value>(stringifyBoardJson(value));
    expect(back.z.every((v, i) => Object.is(v, numbers[i]))).toBe(true);
    expect(Object.keys(back)).toEqual(["z", "a"]);
    expect(Object.keys(back.a)).toEqual(["y", "b"]);
  });

  it("leaves an object that only looks like the marker alone", () => {
    const value = { $num: "something else" };
    expect(parseBoardJson(stringifyBoardJson(value))).toEqual(value);
  });
});
