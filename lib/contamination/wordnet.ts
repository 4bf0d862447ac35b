/**
 * The part of WordNet 3.0 that NLTK 3.8's METEOR synonym stage uses, and
 * NLTK's `wordnet.synsets(word)` (all parts of speech, morphy with exception
 * lists) over it. Pure: the table text is read by `load-wordnet.ts`; its format
 * is documented in `data/generate-wordnet-table.py`.
 */

/** WordNet parts of speech in NLTK's POS_LIST order. */
const WORDNET_POS = ["n", "v", "a", "r"] as const;
type WordNetPos = (typeof WORDNET_POS)[number];

export interface WordNetTable {
  /** Lemma names (lower-case letters/digits only) of each kept synset, by synset id. */
  synsetNames: readonly (readonly string[])[];
  /** Per POS: every reachable index form → ids of its kept synsets (maybe none). */
  index: Readonly<Record<WordNetPos, ReadonlyMap<string, readonly number[]>>>;
  /** Per POS: morphy exception list, inflected form → base forms. */
  exceptions: Readonly<Record<WordNetPos, ReadonlyMap<string, readonly string[]>>>;
}

/** NLTK `WordNetCorpusReader.MORPHOLOGICAL_SUBSTITUTIONS`, in its order. */
const SUBSTITUTIONS: Readonly<Record<WordNetPos, readonly (readonly [string, string])[]>> = {
  n: [
    ["s", ""],
    ["ses", "s"],
    ["ves", "f"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
  ],
  v: [
    ["s", ""],
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
  ],
  a: [
    ["er", ""],
    ["est", ""],
    ["er", "e"],
    ["est", "e"],
  ],
  r: [],
};

function isPos(value: string): value is WordNetPos {
  return (WORDNET_POS as readonly string[]).includes(value);
}

/** Parses the text of `data/wordnet-3.0-synonyms.txt.gz` (after gunzip). */
export function parseWordNetTable(text: string): WordNetTable {
  const synsetNames: string[][] = [];
  const index = { n: new Map(), v: new Map(), a: new Map(), r: new Map() } as Record<
    WordNetPos,
    Map<string, number[]>
  >;
  const exceptions = { n: new Map(), v: new Map(), a: new Map(), r: new Map() } as Record<
    WordNetPos,
    Map<string, string[]>
  >;
  let section: "synsets" | "index" | "exc" | null = null;
  let pos: WordNetPos = "n";
  for (const line of text.split("\n")) {
    if (line.startsWith("@")) {
      const [name = "", tag = ""] = line.slice(1).split(" ");
      if (name !== "synsets" && name !== "index" && name !== "exc")
        throw new Error(`wordnet table: bad section ${line}`);
      if (name !== "synsets" && !isPos(tag)) throw new Error(`wordnet table: bad part of speech ${line}`);
      section = name;
      if (isPos(tag)) pos = tag;
      continue;
    }
    if (line === "") continue;
    if (section === null) throw new Error("wordnet table: data before the first section");
    if (section === "synsets") {
      synsetNames.push(line.split(" "));
      continue;
    }
    const [form = "", ...rest] = line.split(" ");
    if (section === "index") index[pos].set(form, rest.map(Number));
    else exceptions[pos].set(form, rest);
  }
  return { synsetNames, index, exceptions };
}

/** NLTK 3.8 `_morphy(form, pos)`: base forms of `form` that WordNet lists for `pos`. */
export function morphy(table: WordNetTable, form: string, pos: WordNetPos): string[] {
  const index = table.index[pos];
  const filterForms = (forms: Iterable<string>): string[] => [
    ...new Set([...forms].filter((f) => index.has(f))),
  ];
  const exceptionBases = table.exceptions[pos].get(form);
  if (exceptionBases !== undefined) return filterForms([form, ...exceptionBases]);
  const applyRules = (forms: Iterable<string>): string[] => {
    // Deduplicated: NLTK keeps duplicates, which only costs time (filterForms dedupes).
    const out = new Set<string>();
    for (const f of forms) {
      for (const [old, replacement] of SUBSTITUTIONS[pos]) {
        if (f.endsWith(old)) out.add(f.slice(0, f.length - old.length) + replacement);
      }
    }
    return [...out];
  };
  let forms = applyRules([form]);
  let results = filterForms([form, ...forms]);
  while (results.length === 0 && forms.length > 0) {
    forms = applyRules(forms);
    results = filterForms(forms);
  }
  return results;
}

/**
 * The candidate synonyms NLTK's `_enum_wordnetsyn_match` builds for a
 * hypothesis word: lemma names without "_" of every synset of
 * `wordnet.synsets(word)`, plus the word itself (names that cannot equal a
 * lower-case token were dropped when the table was built).
 */
export function lookupSynonyms(table: WordNetTable, word: string): Set<string> {
  const lower = word.toLowerCase();
  const names = new Set<string>([word]);
  for (const pos of WORDNET_POS) {
    for (const form of morphy(table, lower, pos)) {
      for (const id of table.index[pos].get(form) ?? []) {
        for (const name of table.synsetNames[id] ?? []) names.add(name);
      }
    }
  }
  return names;
}
