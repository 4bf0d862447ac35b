import { describe, expect, it } from "vitest";
import { parseJsonText } from "./read-json-lines";

describe("parseJsonText", () => {
  it("parses JSON, paired surrogates (an emoji) included", () => {
    expect(parseJsonText('{"title":"Fact \\ud83d\\ude00 check","n":[1,2]}')).toEqual({
      title: "Fact \u{1F600} check",
      n: [1, 2],
    });
  });

  it("refuses a lone surrogate in a string or a key, naming where", () => {
    expect(() => parseJsonText('{"title":"broken \\uD800"}')).toThrow(
      'a string holds an unpaired \\u surrogate escape (under "title"); it is not text',
    );
    expect(() => parseJsonText('{"x":["ok","\\uDC00 low"]}')).toThrow(/unpaired/);
    expect(() => parseJsonText('{"k\\uD800":1}')).toThrow(/unpaired/);
  });
});
