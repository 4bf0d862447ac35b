/**
 * METEOR as NLTK 3.8 `single_meteor_score(reference, hypothesis)` computes it
 * (α = 0.9, β = 3, γ = 0.5 by default), in the range [0, 1).
 *
 * Faithful to NLTK's quirks: each stage matches greedily from the last
 * hypothesis word backwards, each to the last remaining equal reference word;
 * the synonym stage runs on the *stems* left over by the stem stage (NLTK passes
 * the stemmed lists on); chunks are counted over matches sorted by hypothesis
 * position. Statements are prepared once (tokens, stems, synonym sets cached),
 * which is what makes many-to-many scoring fast.
 */
import { stemPorter } from "./porter-stemmer";
import { roundedPow } from "./rounded-pow";
import { tokenize } from "./tokenize";
import { lookupSynonyms, type WordNetTable } from "./wordnet";

interface MeteorParameters {
  /** Weight of precision vs recall in the harmonic mean; NLTK default 0.9. */
  alpha: number;
  /** Exponent of the fragmentation penalty; NLTK default 3. */
  beta: number;
  /** Maximum fragmentation penalty; NLTK default 0.5. */
  gamma: number;
}

export const NLTK_METEOR_PARAMETERS: Readonly<MeteorParameters> = { alpha: 0.9, beta: 3, gamma: 0.5 };

/** A statement ready for scoring; create it with `MeteorScorer.prepare`. */
export interface MeteorStatement {
  readonly tokens: readonly string[];
  /** Vocabulary ids of the tokens and of their Porter stems (scorer-specific). */
  readonly tokenIds: Int32Array;
  readonly stemIds: Int32Array;
  /** Per position: ids of the WordNet synonyms of the stem, filled on demand. */
  readonly synonymIds: (ReadonlySet<number> | undefined)[];
}

export interface MeteorScorer {
  /** Tokenizes `text` (DOMAIN.md §4 tokens) and prepares it. */
  prepare(text: string): MeteorStatement;
  /** Prepares pre-tokenized input (lower-cased here, as NLTK's `preprocess`). */
  prepareTokens(tokens: readonly string[]): MeteorStatement;
  /** METEOR of `hypothesis` against `reference`, in [0, 1). */
  score(reference: MeteorStatement, hypothesis: MeteorStatement): number;
}

/** Greedy NLTK stage: hypothesis positions descending, last equal reference wins. */
function matchStage(
  hypCount: number,
  refCount: number,
  refForHyp: Int32Array,
  refUsed: Uint8Array,
  isMatch: (h: number, r: number) => boolean,
): number {
  let matched = 0;
  for (let h = hypCount - 1; h >= 0; h--) {
    if (refForHyp[h] !== -1) continue;
    for (let r = refCount - 1; r >= 0; r--) {
      if (refUsed[r] || !isMatch(h, r)) continue;
      refForHyp[h] = r;
      refUsed[r] = 1;
      matched++;
      break;
    }
  }
  return matched;
}

/** Creates a scorer whose caches (vocabulary, stems, synonyms) live as long as it does. */
export function createMeteorScorer(
  wordnet: WordNetTable,
  parameters: MeteorParameters = NLTK_METEOR_PARAMETERS,
): MeteorScorer {
  const { alpha, beta, gamma } = parameters;
  const vocabulary = new Map<string, number>();
  const words: string[] = [];
  const stemOf: number[] = [];
  const synonymCache = new Map<number, ReadonlySet<number>>();
  const idOf = (word: string): number => {
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = words.push(word) - 1;
      vocabulary.set(word, id);
    }
    return id;
  };
  const stemIdOf = (tokenId: number): number => {
    let stemId = stemOf[tokenId];
    if (stemId === undefined) {
      stemId = idOf(stemPorter(words[tokenId] ?? ""));
      stemOf[tokenId] = stemId;
    }
    return stemId;
  };
  const synonymsOf = (stemId: number): ReadonlySet<number> => {
    let ids = synonymCache.get(stemId);
    if (ids === undefined) {
      ids = new Set([...lookupSynonyms(wordnet, words[stemId] ?? "")].map(idOf));
      synonymCache.set(stemId, ids);
    }
    return ids;
  };
  const prepareTokens = (tokens: readonly string[]): MeteorStatement => {
    const lower = tokens.map((t) => t.toLowerCase());
    const tokenIds = Int32Array.from(lower, idOf);
    return { tokens: lower, tokenIds, stemIds: tokenIds.map(stemIdOf), synonymIds: new Array(lower.length) };
  };
  const score = (reference: MeteorStatement, hypothesis: MeteorStatement): number => {
    const hypCount = hypothesis.tokenIds.length;
    const refCount = reference.tokenIds.length;
    if (hypCount === 0 || refCount === 0) return 0;
    const refForHyp = new Int32Array(hypCount).fill(-1);
    const refUsed = new Uint8Array(refCount);
    const hypSynonyms = (h: number): ReadonlySet<number> =>
      (hypothesis.synonymIds[h] ??= synonymsOf(hypothesis.stemIds[h] ?? -1));
    let matches = matchStage(
      hypCount,
      refCount,
      refForHyp,
      refUsed,
      (h, r) => hypothesis.tokenIds[h] === reference.tokenIds[r],
    );
    matches += matchStage(
      hypCount,
      refCount,
      refForHyp,
      refUsed,
      (h, r) => hypothesis.stemIds[h] === reference.stemIds[r],
    );
    matches += matchStage(hypCount, refCount, refForHyp, refUsed, (h, r) =>
      hypSynonyms(h).has(reference.stemIds[r] ?? -1),
    );
    // NLTK divides by zero here and returns 0.
    if (matches === 0) return 0;
    let chunks = 1;
    let previous = -2;
    let seen = 0;
    for (let h = 0; h < hypCount; h++) {
      const r = refForHyp[h] ?? -1;
      if (r === -1) continue;
      // NLTK's _count_chunks: a new chunk unless both positions advance by one.
      if (seen > 0 && !(h === previous + 1 && r === (refForHyp[previous] ?? -1) + 1)) chunks++;
      previous = h;
      seen++;
    }
    const precision = matches / hypCount;
    const recall = matches / refCount;
    const fmean = (precision * recall) / (alpha * precision + (1 - alpha) * recall);
    const penalty = gamma * roundedPow(chunks / matches, beta);
    return (1 - penalty) * fmean;
  };
  return { prepare: (text) => prepareTokens(tokenize(text)), prepareTokens, score };
}
