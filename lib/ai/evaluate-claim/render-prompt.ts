// Fills an official prompt template for one evaluation item (DOMAIN §8). Pure.
import type { Regime } from "@/lib/vocabulary";
import { placeholdersOf } from "./prompt-templates";

interface PromptEvidence {
  id: string;
  title?: string | null;
  url?: string | null;
  published?: string | null;
  slice?: number | null;
}

export interface PromptItem {
  text: string;
  /** YYYY-MM-DD */
  claimDate: string;
  context: string | null;
  evidence: readonly PromptEvidence[];
  /** The item's slice δ in days, null on a benchmark without slices. */
  slice: number | null;
}

export const NO_EVIDENCE_CLOSED_BOOK = "No evidence is provided.";
export const NO_EVIDENCE_AT_SLICE = "No evidence is available at this point in time.";

const DAY_MS = 86_400_000;

/**
 * Whether an evidence item is available at slice δ of a claim dated `claimDate`: by its
 * declared slice (available from that slice on), else by its publication day (on or before
 * claim date + δ), else always. Without slices every item is.
 */
export function isAvailableAtSlice(item: PromptEvidence, claimDate: string, slice: number | null): boolean {
  if (slice === null) return true;
  if (item.slice !== undefined && item.slice !== null) return item.slice <= slice;
  if (item.published) {
    const published = Date.parse(item.published.slice(0, 10));
    const bound = Date.parse(claimDate) + slice * DAY_MS;
    if (Number.isFinite(published) && Number.isFinite(bound)) return published <= bound;
  }
  return true;
}

function evidenceLine(e: PromptEvidence): string {
  const title = e.title ? ` ${e.title}` : "";
  const published = e.published ? ` (${e.published})` : "";
  const url = e.url ? `: ${e.url}` : "";
  return `[${e.id}]${title}${published}${url}`;
}

/** The `{{evidence}}` text of an item under a regime. */
export function evidenceText(item: PromptItem, regime: Regime): string {
  if (regime === "closed_book") return NO_EVIDENCE_CLOSED_BOOK;
  const available = item.evidence.filter((e) => isAvailableAtSlice(e, item.claimDate, item.slice));
  return available.length === 0 ? NO_EVIDENCE_AT_SLICE : available.map(evidenceLine).join("\n");
}

/** The template with every placeholder filled in; values are inserted literally (no second pass). */
export function renderPrompt(
  template: string,
  item: PromptItem,
  options: { regime: Regime; labels: readonly string[] },
): string {
  const values: Record<string, string> = {
    claim: item.text,
    claim_date: item.claimDate,
    context: item.context ?? "",
    labels: options.labels.join(", "),
    evidence: evidenceText(item, options.regime),
    slice: item.slice === null ? "" : String(item.slice),
  };
  for (const name of placeholdersOf(template))
    if (!(name in values)) throw new Error(`unknown placeholder {{${name}}} in a prompt template`);
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}
