import { describe, expect, it } from "vitest";
import { stemmer } from "stemmer";
import { stemPorter } from "./porter-stemmer";
import { readFixtureJson } from "@/tests/support/contamination-cases";

const stems = readFixtureJson<Record<string, string>>("porter-stems.json");

describe("stemPorter (NLTK 3.8 PorterStemmer, NLTK_EXTENSIONS)", () => {
  it("matches NLTK on every reference word", () => {
    const words = Object.keys(stems);
    expect(words.length).toBeGreaterThan(8000);
    const wrong = words.filter((w) => stemPorter(w) !== stems[w]);
    expect(wrong).toEqual([]);
  });
  it("applies NLTK's extensions", () => {
    expect(stemPorter("skies")).toBe("sky");
    expect(stemPorter("dying")).toBe("die");
    expect(stemPorter("cried")).toBe("cri");
    expect(stemPorter("ties")).toBe("tie");
    expect(stemPorter("by")).toBe("by");
  });
  it("is why the stemmer npm package cannot be used: it is the original algorithm", () => {
    const differing = Object.keys(stems).filter((w) => stemmer(w) !== stems[w]);
    expect(differing.length).toBeGreaterThan(0);
  });
});
