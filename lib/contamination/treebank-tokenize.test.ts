import { describe, expect, it } from "vitest";
import { readFixtureJson } from "@/tests/support/contamination-cases";
import { averitecTokenize, splitSentences, treebankTokenize } from "./treebank-tokenize";

interface AveritecFixture {
  /** [text, sentences by the DOMAIN §4 rule, NLTKWordTokenizer on the whole text, word_tokenize tokens]. */
  texts: [string, string[], string[], string[]][];
}

const { texts } = readFixtureJson<AveritecFixture>("averitec.json");

describe("NLTK 3.8 NLTKWordTokenizer and word_tokenize (sentences by the DOMAIN §4 rule)", () => {
  it("cuts the fixture's sentences as the Python rule does", () => {
    expect(texts.length).toBeGreaterThanOrEqual(30);
    expect(texts.filter(([text, sentences]) => !equal(splitSentences(text), sentences))).toEqual([]);
  });
  it("tokenizes each whole text exactly as NLTKWordTokenizer: quotes, brackets, contractions, ellipses", () => {
    expect(texts.filter(([text, , whole]) => !equal(treebankTokenize(text), whole))).toEqual([]);
  });
  it("tokenizes sentence by sentence exactly as word_tokenize would", () => {
    expect(texts.filter(([text, , , tokens]) => !equal(averitecTokenize(text), tokens))).toEqual([]);
  });
  // Expected values checked by hand against NLTK 3.8 (NLTKWordTokenizer on each sentence).
  it("splits contractions, keeps punctuation and the trailing period as tokens", () => {
    expect(averitecTokenize("They can't go. It's 3.5% (approx.)...")).toEqual([
      "They",
      "ca",
      "n't",
      "go",
      ".",
      "It",
      "'s",
      "3.5",
      "%",
      "(",
      "approx.",
      ")",
      "...",
    ]);
    expect(treebankTokenize("Mr. Smith left.")).toEqual(["Mr.", "Smith", "left", "."]);
    expect(averitecTokenize("Mr. Smith left.")).toEqual(["Mr", ".", "Smith", "left", "."]);
    expect(averitecTokenize("J. Smith left... Then")).toEqual(["J.", "Smith", "left", "...", "Then"]);
  });
});

function equal(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
