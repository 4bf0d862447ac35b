/**
 * The tokens of the AVeriTeC scorer's METEOR (DOMAIN.md §4, `meteor_averitec`): NLTK 3.8
 * `word_tokenize`, i.e. sentences, then `NLTKWordTokenizer` (the improved Treebank word
 * tokenizer) on each. Punctuation stays as tokens and contractions are split ("don't" →
 * "do", "n't"). Punkt's trained English model is not available here, so sentences are split
 * by the rule of `splitSentences` instead (where that differs: DOMAIN.md §4).
 *
 * The regexes are NLTK's, rewritten for JavaScript with Python's meaning of `\w`, `\b`, `\d`
 * and `\s` for `str` patterns (JavaScript's are ASCII-only, or count U+FEFF as space), and
 * Python's `$` (end, or before a final newline). Checked against NLTK itself:
 * tests/fixtures/contamination/make_averitec_fixtures.py.
 */

/** Python's `str.isspace()` characters: what `\s` and `str.split()` mean there. */
const SPACE =
  "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
/** Python's `\w` on `str`: letters, numbers (str.isalnum) and `_`. */
const WORD = "\\p{L}\\p{N}_";
/** Python's `\b`: between a `\w` character and a non-`\w` one (or an end). */
const EDGE = `(?:(?<=[${WORD}])(?![${WORD}])|(?<![${WORD}])(?=[${WORD}]))`;

const re = (source: string, flags = "") => new RegExp(source.replaceAll("\\b", EDGE), `gu${flags}`);
type Rule = readonly [RegExp, string];

const STARTING_QUOTES: readonly Rule[] = [
  [re("([«“‘„]|[`]+)"), " $1 "],
  [re('^"'), "``"],
  [re("(``)"), " $1 "],
  [re(`([ \\(\\[{<])("|'{2})`), "$1 `` "],
  [re(`(')(?!re|ve|ll|m|t|s|d|n)([${WORD}])\\b`, "i"), "$1 $2"],
];

const PUNCTUATION: readonly Rule[] = [
  [re(`([^\\.])(\\.)([\\]\\)}>"'»”’ ]*)[${SPACE}]*$`), "$1 $2 $3 "],
  [re("([:,])([^\\p{Nd}])"), " $1 $2"],
  [re("([:,])(?=\\n?$)"), " $1 "],
  [re("\\.{2,}"), " $& "],
  [re("[;@#$%&]"), " $& "],
  [re(`([^\\.])(\\.)([\\]\\)}>"']*)[${SPACE}]*$`), "$1 $2$3 "],
  [re("[?!]"), " $& "],
  [re("([^'])' "), "$1 ' "],
  [re("[*]"), " $& "],
];

const PARENS_BRACKETS: Rule = [re("[\\]\\[(){}<>]"), " $& "];
const DOUBLE_DASHES: Rule = [re("--"), " -- "];

const ENDING_QUOTES: readonly Rule[] = [
  [re("([»”’])"), " $1 "],
  [re("''"), " '' "],
  [re('"'), " '' "],
  [re("([^' ])('[sS]|'[mM]|'[dD]|') "), "$1 $2 "],
  [re("([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) "), "$1 $2 "],
];

/** Robert MacIntyre's contractions, as NLTK lists them (CONTRACTIONS4 is unused there too). */
const CONTRACTIONS: readonly Rule[] = [
  "\\b(can)(not)\\b",
  "\\b(d)('ye)\\b",
  "\\b(gim)(me)\\b",
  "\\b(gon)(na)\\b",
  "\\b(got)(ta)\\b",
  "\\b(lem)(me)\\b",
  "\\b(more)('n)\\b",
  `\\b(wan)(na)(?=[${SPACE}])`,
  " ('t)(is)\\b",
  " ('t)(was)\\b",
].map((source) => [re(source, "i"), " $1 $2 "] as const);

const SPLIT = new RegExp(`[${SPACE}]+`, "u");

const apply = (text: string, rules: readonly Rule[]) =>
  rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

/** NLTK 3.8 `NLTKWordTokenizer().tokenize(text)` (no parenthesis conversion). */
export function treebankTokenize(sentence: string): string[] {
  let text = apply(sentence, STARTING_QUOTES);
  text = apply(text, PUNCTUATION);
  text = apply(text, [PARENS_BRACKETS, DOUBLE_DASHES]);
  text = apply(` ${text} `, ENDING_QUOTES);
  text = apply(text, CONTRACTIONS);
  return text.split(SPLIT).filter((t) => t !== "");
}

const END = /[.?!]+["'”’»)\]}]*/gu;
const TRIM = new RegExp(`^[${SPACE}]+|[${SPACE}]+$`, "gu");
const IS_SPACE = new RegExp(`^[${SPACE}]$`, "u");
const IS_LETTER = /^\p{L}$/u;
const IS_WORD = new RegExp(`^[${WORD}]$`, "u");

/**
 * Sentences for `word_tokenize`, in place of Punkt (DOMAIN.md §4): a sentence ends after a
 * run of `.`, `?` and `!` (with the closing quotes and brackets right after it) that white
 * space follows, except an ellipsis (a run of two or more periods only) and the period of a
 * one-letter initial ("J. Smith"). Sentences are trimmed of white space, as Punkt's are.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(END)) {
    const end = match.index + match[0].length;
    if (end >= text.length || !IS_SPACE.test(text[end]!)) continue;
    const run = /^[.?!]+/u.exec(match[0])![0];
    if (/^\.{2,}$/u.test(run)) continue;
    const before = [...text.slice(0, match.index)];
    const last = before.at(-1) ?? "";
    const previous = before.at(-2) ?? "";
    if (run === "." && IS_LETTER.test(last) && !IS_WORD.test(previous)) continue;
    sentences.push(text.slice(start, end));
    start = end;
  }
  sentences.push(text.slice(start));
  return sentences.map((s) => s.replace(TRIM, "")).filter((s) => s !== "");
}

/** NLTK `word_tokenize(text)` with `splitSentences` for Punkt: the AVeriTeC scorer's tokens. */
export function averitecTokenize(text: string): string[] {
  return splitSentences(text).flatMap(treebankTokenize);
}
