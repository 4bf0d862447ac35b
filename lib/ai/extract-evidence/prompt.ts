// The prompt that turns a fact-check article into evidence statements (DOMAIN §4).
import { EVIDENCE_LIMITS } from "./schema";

/** Bump when the prompt or schema changes: it is part of the cache key, so old answers are not reused. */
export const EXTRACT_PROMPT_VERSION = "extract-evidence/v2";

export const EXTRACT_SYSTEM_PROMPT = [
  "You extract the evidence from a fact-check article.",
  "Return every distinct piece of evidence the article uses to reach its verdict as a short, self-contained",
  "statement of fact (one sentence each, no pronouns that need the article to resolve, no verdict words).",
  `Do not add anything the article does not say. Return at most ${EVIDENCE_LIMITS.statements} statements, most important first,`,
  `each at most ${EVIDENCE_LIMITS.characters} characters.`,
  'Answer with JSON only: {"statements": ["...", "..."]}.',
].join(" ");

export function extractUserPrompt(article: string): string {
  return `Fact-check article:\n"""\n${article}\n"""`;
}
