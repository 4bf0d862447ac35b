// `npm run bench:contamination`: METEOR evidence-sufficiency scores for 1,000 claims × 6
// models with 8 generated and 8 oracle statements per claim (384,000 METEOR pairs plus
// 6,000 assignments), through the job's own scoring code, printing time and peak memory.
// Target: under 60 s. Text is synthetic but drawn from common English words so the stem
// and WordNet synonym stages do real work; generated statements reuse oracle wording in
// part, as contaminated evidence would.
import { createMeteorScorer } from "@/lib/contamination/meteor";
import { loadWordNet30 } from "@/lib/contamination/load-wordnet";
import { scoreMeteorPairs, type EvidencePair } from "@/lib/server/contamination/score-evidence-pairs";

const CLAIMS = 1000;
const MODELS = 6;
const STATEMENTS = 8;
const WORDS = (
  "the a of in on was were said report city council government minister health vaccine study found people year million percent police " +
  "court judge law election vote president senator company market price rise fall water river flood storm fire school student teacher " +
  "hospital doctor patient death case virus test result data claim false true photo video post social media share viral image shows " +
  "official statement announce deny confirm increase decrease new old large small first last week month day country state national local " +
  "border army war peace attack protest crowd leader party campaign tax budget money bank loan job worker strike factory farm food crop"
).split(" ");

/** Deterministic xorshift so every run scores the same text. */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

function sentence(next: () => number, length: number): string {
  return Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
}

function main(): void {
  const next = rng(42);
  const t0 = performance.now();
  const scorer = createMeteorScorer(loadWordNet30());
  const oracle = Array.from({ length: CLAIMS }, () =>
    Array.from({ length: STATEMENTS }, () => sentence(next, 12 + Math.floor(next() * 10))),
  );
  const pairs: EvidencePair[] = [];
  for (let m = 0; m < MODELS; m++) {
    for (let c = 0; c < CLAIMS; c++) {
      const generated = Array.from({ length: STATEMENTS }, (_, k) => {
        const source = oracle[c]![k]!.split(" ");
        // Models differ in how much oracle wording they reproduce (0% to 50%).
        return source.map((w) => (next() < m / 10 ? w : WORDS[Math.floor(next() * WORDS.length)])).join(" ");
      });
      pairs.push({ modelId: `m${m}`, claimId: `c${c}`, generated, oracle: oracle[c]! });
    }
  }
  const t1 = performance.now();
  const scores = scoreMeteorPairs(scorer, pairs);
  const t2 = performance.now();
  const flagged = scores.filter((s) => s.score !== null && s.score >= 0.25).length;
  const meanByModel = Array.from({ length: MODELS }, (_, m) => {
    const own = scores.filter((s) => s.modelId === `m${m}`);
    return Number((own.reduce((a, s) => a + (s.score ?? 0), 0) / own.length).toFixed(4));
  });
  const s = (a: number, b: number) => Number(((b - a) / 1000).toFixed(2));
  console.log(
    JSON.stringify({
      claims: CLAIMS,
      models: MODELS,
      statements: STATEMENTS,
      meteorPairs: CLAIMS * MODELS * STATEMENTS * STATEMENTS,
      setupS: s(t0, t1),
      scoreS: s(t1, t2),
      totalS: s(t0, t2),
      pairsPerS: Math.round((CLAIMS * MODELS * STATEMENTS * STATEMENTS) / ((t2 - t1) / 1000)),
      flaggedAtDefaultTau: flagged,
      meanByModel,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      targetS: 60,
    }),
  );
}

main();
