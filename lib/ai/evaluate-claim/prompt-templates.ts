// The official prompts of evaluations run by LiveCheck (DOMAIN §8): version 1 ships with the
// code; maintainers add later versions per benchmark (lib/server/prompts).
import { z } from "zod";

/** What a template is for: the track's task, or the closed-book article of the Déjà Vu probe. */
type PromptTask = "verdict" | "integrity" | "article";

export const PROMPT_PLACEHOLDERS = ["claim", "claim_date", "context", "labels", "evidence", "slice"] as const;

/** One version's templates: one per task. */
export type PromptTemplates = Record<PromptTask, string>;

/** The version every benchmark has without a maintainer adding one. */
export const DEFAULT_PROMPT_VERSION = 1;

export const DEFAULT_PROMPTS: PromptTemplates = {
  verdict: [
    "You are a professional fact-checker. Decide the verdict on the claim below.",
    "",
    "Claim (made on {{claim_date}}): {{claim}}",
    "Context: {{context}}",
    "",
    "Evidence:",
    "{{evidence}}",
    "",
    "The verdict is exactly one of: {{labels}}.",
    "Explain your reasoning briefly, then give the final verdict in double square brackets,",
    "for example [[label]], using one of the labels above as written.",
  ].join("\n"),
  integrity: [
    "You are a professional fact-checker. Rate the integrity of the claim below.",
    "",
    "Claim (made on {{claim_date}}): {{claim}}",
    "Context: {{context}}",
    "",
    "Evidence:",
    "{{evidence}}",
    "",
    "Give an integrity score in [-1, 1]: -1 means certainly compromised or false, 0 means there",
    "is not enough information, +1 means certainly intact or true. Explain briefly, then give",
    "the final score as a decimal number in double square brackets, for example [[0.5]].",
  ].join("\n"),
  article: [
    "Write the fact-check article that a professional fact-checking site published about the",
    "claim below, as you remember it: what was checked, what the sources said, and the verdict.",
    "Use no tools and no outside evidence.",
    "",
    "Claim (made on {{claim_date}}): {{claim}}",
    "Context: {{context}}",
  ].join("\n"),
};

const placeholderPattern = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The placeholders a template names, unknown ones included. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholderPattern)].map((m) => m[1] ?? "");
}

const template = (task: PromptTask) =>
  z
    .string()
    .trim()
    .min(1, `the ${task} template is empty`)
    .max(20_000, `the ${task} template is over 20,000 characters`)
    .superRefine((text, ctx) => {
      const names = placeholdersOf(text);
      const unknown = names.filter((n) => !(PROMPT_PLACEHOLDERS as readonly string[]).includes(n));
      if (unknown.length > 0)
        ctx.addIssue({
          code: "custom",
          message: `unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(", ")}; known: ${PROMPT_PLACEHOLDERS.map((n) => `{{${n}}}`).join(", ")}`,
        });
      if (!names.includes("claim")) ctx.addIssue({ code: "custom", message: "must name {{claim}}" });
      if (task === "verdict" && !names.includes("labels"))
        ctx.addIssue({ code: "custom", message: "a verdict template must name {{labels}}" });
    });

/** A new version as a maintainer sends it: every task's template, and a note on what changed. */
export const promptVersionInputSchema = z.object({
  verdict: template("verdict"),
  integrity: template("integrity"),
  article: template("article"),
  note: z.string().trim().max(2000).default(""),
});

/** How stored templates are read back (PromptVersion.templatesJson). */
export const storedPromptTemplatesSchema = z.object({
  verdict: z.string(),
  integrity: z.string(),
  article: z.string(),
});
