/**
 * Port of NLTK 3.8 `PorterStemmer()` in its default NLTK_EXTENSIONS mode. It
 * differs from Porter's 1980 algorithm (and from the `stemmer` npm package) in
 * step 1a/1b ("ies"/"ied" on 4-letter words), step 1c, step 2 ("alli", "bli",
 * "fulli", "logi"), the 2-letter cvc rule, an irregular-forms pool and by
 * leaving words of 1–2 characters alone.
 */

const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map([
  ["sky", "sky"],
  ["skies", "sky"],
  ["dying", "die"],
  ["lying", "lie"],
  ["tying", "tie"],
  ["news", "news"],
  ["innings", "inning"],
  ["inning", "inning"],
  ["outings", "outing"],
  ["outing", "outing"],
  ["cannings", "canning"],
  ["canning", "canning"],
  ["howe", "howe"],
  ["proceed", "proceed"],
  ["exceed", "exceed"],
  ["succeed", "succeed"],
]);

type Condition = ((stem: string) => boolean) | null;
type Rule = readonly [suffix: string, replacement: string, condition: Condition];

function isConsonant(word: string, i: number): boolean {
  const ch = word[i];
  if (ch === "a" || ch === "e" || ch === "i" || ch === "o" || ch === "u") return false;
  if (ch === "y") return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** Porter's m: the number of vowel→consonant transitions. */
function measure(stem: string): number {
  let count = 0;
  let previousIsVowel = false;
  for (let i = 0; i < stem.length; i++) {
    const consonant = isConsonant(stem, i);
    if (consonant && previousIsVowel) count++;
    previousIsVowel = !consonant;
  }
  return count;
}

function containsVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

function endsCvc(word: string): boolean {
  const n = word.length;
  const last = word[n - 1] ?? "";
  return (
    (n >= 3 &&
      isConsonant(word, n - 3) &&
      !isConsonant(word, n - 2) &&
      isConsonant(word, n - 1) &&
      last !== "w" &&
      last !== "x" &&
      last !== "y") ||
    (n === 2 && !isConsonant(word, 0) && isConsonant(word, 1))
  );
}

const positive = (stem: string): boolean => measure(stem) > 0;
const measureAboveOne = (stem: string): boolean => measure(stem) > 1;

/** First rule whose suffix matches decides, whether or not its condition holds. */
function applyRuleList(word: string, rules: readonly Rule[]): string {
  for (const [suffix, replacement, condition] of rules) {
    if (suffix === "*d") {
      if (!endsDoubleConsonant(word)) continue;
      const stem = word.slice(0, -2);
      return condition === null || condition(stem) ? stem + replacement : word;
    }
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, word.length - suffix.length);
      return condition === null || condition(stem) ? stem + replacement : word;
    }
  }
  return word;
}

function step1a(word: string): string {
  if (word.endsWith("ies") && word.length === 4) return word.slice(0, -3) + "ie";
  return applyRuleList(word, [
    ["sses", "ss", null],
    ["ies", "i", null],
    ["ss", "ss", null],
    ["s", "", null],
  ]);
}

function step1b(word: string): string {
  if (word.endsWith("ied")) return word.slice(0, -3) + (word.length === 4 ? "ie" : "i");
  if (word.endsWith("eed")) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? stem + "ee" : word;
  }
  let intermediate: string | null = null;
  for (const suffix of ["ed", "ing"]) {
    if (word.endsWith(suffix)) {
      const candidate = word.slice(0, word.length - suffix.length);
      if (containsVowel(candidate)) {
        intermediate = candidate;
        break;
      }
    }
  }
  if (intermediate === null) return word;
  const last = intermediate[intermediate.length - 1] ?? "";
  return applyRuleList(intermediate, [
    ["at", "ate", null],
    ["bl", "ble", null],
    ["iz", "ize", null],
    ["*d", last, () => last !== "l" && last !== "s" && last !== "z"],
    ["", "e", (stem) => measure(stem) === 1 && endsCvc(stem)],
  ]);
}

function step1c(word: string): string {
  return applyRuleList(word, [["y", "i", (stem) => stem.length > 1 && isConsonant(stem, stem.length - 1)]]);
}

function step2(word: string): string {
  if (word.endsWith("alli") && positive(word.slice(0, -4))) return step2(word.slice(0, -4) + "al");
  return applyRuleList(word, [
    ["ational", "ate", positive],
    ["tional", "tion", positive],
    ["enci", "ence", positive],
    ["anci", "ance", positive],
    ["izer", "ize", positive],
    ["bli", "ble", positive],
    ["alli", "al", positive],
    ["entli", "ent", positive],
    ["eli", "e", positive],
    ["ousli", "ous", positive],
    ["ization", "ize", positive],
    ["ation", "ate", positive],
    ["ator", "ate", positive],
    ["alism", "al", positive],
    ["iveness", "ive", positive],
    ["fulness", "ful", positive],
    ["ousness", "ous", positive],
    ["aliti", "al", positive],
    ["iviti", "ive", positive],
    ["biliti", "ble", positive],
    ["fulli", "ful", positive],
    // NLTK's quirk: the condition looks at the word minus "ogi", not minus "logi".
    ["logi", "log", () => positive(word.slice(0, -3))],
  ]);
}

function step3(word: string): string {
  return applyRuleList(word, [
    ["icate", "ic", positive],
    ["ative", "", positive],
    ["alize", "al", positive],
    ["iciti", "ic", positive],
    ["ical", "ic", positive],
    ["ful", "", positive],
    ["ness", "", positive],
  ]);
}

function step4(word: string): string {
  const rules: Rule[] = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent"].map(
    (suffix): Rule => [suffix, "", measureAboveOne],
  );
  rules.push(["ion", "", (stem) => measure(stem) > 1 && (stem.endsWith("s") || stem.endsWith("t"))]);
  for (const suffix of ["ou", "ism", "ate", "iti", "ous", "ive", "ize"])
    rules.push([suffix, "", measureAboveOne]);
  return applyRuleList(word, rules);
}

function step5a(word: string): string {
  if (!word.endsWith("e")) return word;
  const stem = word.slice(0, -1);
  const m = measure(stem);
  return m > 1 || (m === 1 && !endsCvc(stem)) ? stem : word;
}

function step5b(word: string): string {
  return applyRuleList(word, [["ll", "l", () => measure(word.slice(0, -1)) > 1]]);
}

function stemBmp(word: string): string {
  const irregular = IRREGULAR_FORMS.get(word);
  if (irregular !== undefined) return irregular;
  if (word.length <= 2) return word;
  return step5b(step5a(step4(step3(step2(step1c(step1b(step1a(word))))))));
}

const PRIVATE_USE_START = 0xe000;

/**
 * NLTK Porter stem of a lower-case word. Python indexes code points, JS UTF-16
 * units: astral characters are swapped for private-use BMP stand-ins (consonants
 * to Porter, like the originals) while stemming, then swapped back.
 */
export function stemPorter(word: string): string {
  if (!/[\uD800-\uDFFF]/.test(word)) return stemBmp(word);
  const toStandIn = new Map<string, string>();
  const fromStandIn = new Map<string, string>();
  let next = PRIVATE_USE_START;
  const bmp = Array.from(word, (ch) => {
    if (ch.length === 1) return ch;
    let standIn = toStandIn.get(ch);
    if (standIn === undefined) {
      while (word.includes(String.fromCharCode(next))) next++;
      standIn = String.fromCharCode(next++);
      toStandIn.set(ch, standIn);
      fromStandIn.set(standIn, ch);
    }
    return standIn;
  }).join("");
  return Array.from(stemBmp(bmp), (ch) => fromStandIn.get(ch) ?? ch).join("");
}
