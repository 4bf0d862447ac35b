import type { SeededRng } from "./seeded-rng";

/** Fictional names only: synthetic claims must never look like statements about real people. */
export const FICTIONAL_ENTITIES = [
  "Mayor Elena Varga",
  "the Northbridge Health Council",
  "Senator Tomas Reyner",
  "the Calder Water Authority",
  "Minister Aiko Brandt",
  "the Lumen Institute",
  "Governor Paul Okafor",
  "the Redfield Transit Board",
  "CEO Marta Lindqvist",
  "the Orchard Valley School District",
  "Dr. Samir Haddad",
  "the Eastport Port Authority",
] as const;

const SUBJECTS: Record<string, readonly string[]> = {
  en: [
    "a new vaccine",
    "the city budget",
    "a bridge collapse",
    "flood relief funds",
    "an election result",
    "a wildfire",
    "bread prices",
    "a school closure",
    "a power outage",
    "a climate report",
  ],
  de: ["den Stadthaushalt", "die Fluthilfe", "eine Schulschließung", "einen Stromausfall"],
  fr: ["le budget municipal", "l'aide aux inondés", "une fermeture d'école", "une panne de courant"],
  es: ["el presupuesto municipal", "la ayuda por inundaciones", "el cierre de una escuela", "un apagón"],
  pt: ["o orçamento municipal", "a ajuda às enchentes", "o fechamento de uma escola", "um apagão"],
  hi: ["नगर बजट", "बाढ़ राहत कोष", "स्कूल बंदी", "बिजली कटौती"],
  ar: ["ميزانية المدينة", "أموال الإغاثة من الفيضانات", "إغلاق مدرسة", "انقطاع الكهرباء"],
};

const TEMPLATES: Record<string, readonly string[]> = {
  en: [
    "{e} said that {s} doubled in the last year.",
    "A photo shows {e} announcing {s}.",
    "Video claims {e} cancelled {s} overnight.",
    "{e} secretly approved {s}, a viral post says.",
    "Posts claim {s} was caused by {e}.",
  ],
  de: ["{e} soll {s} über Nacht gestoppt haben.", "Ein Video zeigt angeblich {e} bei {s}."],
  fr: ["{e} aurait annulé {s} sans prévenir.", "Une photo montrerait {e} pendant {s}."],
  es: ["{e} habría duplicado {s} en un año.", "Un video muestra a {e} anunciando {s}."],
  pt: ["{e} teria cancelado {s} durante a noite.", "Uma foto mostra {e} anunciando {s}."],
  hi: ["दावा है कि {e} ने {s} को रद्द कर दिया।", "एक वीडियो में {e} को {s} की घोषणा करते दिखाया गया है।"],
  ar: ["يزعم منشور أن {e} ألغى {s}.", "فيديو يظهر {e} وهو يعلن {s}."],
};

/** A synthetic claim sentence in `language` about `entity`. */
export function claimText(rng: SeededRng, language: string, entity: string): string {
  const templates = TEMPLATES[language] ?? TEMPLATES.en ?? [];
  const subjects = SUBJECTS[language] ?? SUBJECTS.en ?? [];
  return rng.pick(templates).replace("{e}", entity).replace("{s}", rng.pick(subjects));
}

/** A fictional entity other than `not`. */
export function otherEntity(rng: SeededRng, not: string): string {
  const choices = FICTIONAL_ENTITIES.filter((entity) => entity !== not);
  return rng.pick(choices);
}

/** A short synthetic oracle evidence statement. */
export function evidenceStatement(rng: SeededRng, entity: string, isSupporting: boolean): string {
  const source = rng.pick([
    "official records",
    "the original video",
    "a spokesperson",
    "archived pages",
    "public data",
  ]);
  return isSupporting
    ? `According to ${source}, ${entity} did make the statement in question.`
    : `According to ${source}, ${entity} made no such statement and the material is out of context.`;
}

/** Synthetic news hosts (reserved `.example` TLD: never resolvable). */
export const NEWS_HOSTS = [
  "daily-ledger.example",
  "metro-wire.example",
  "civic-post.example",
  "open-data.example",
] as const;
/** Synthetic fact-checking hosts, listed in the demo benchmarks' `fact_check_domains`. */
export const FACT_CHECK_HOSTS = ["factcheck-desk.example", "verify-now.example"] as const;
