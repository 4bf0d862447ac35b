import { addDays } from "@/lib/periods/calendar-date";
import type { PredictionRow } from "./types";

/** Lower-cased host of a URL without a leading "www.", or null when it is not a URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** True when `host` is one of the domains or a subdomain of one. */
function isOnDomain(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => {
    const d = domain
      .trim()
      .toLowerCase()
      .replace(/^www\./, "");
    return d !== "" && (host === d || host.endsWith(`.${d}`));
  });
}

interface LeakageContext {
  /** "YYYY-MM-DD". */
  claimDate: string;
  /** Slice offset in days; the evidence bound is claimDate + slice. */
  slice: number | null;
  factCheckDomains: readonly string[];
}

/**
 * Open-web leakage (DOMAIN.md §5): published after the claim date (or the slice bound),
 * or hosted on a fact-checking site. A citation with neither date nor URL is not leaked.
 */
export function isCitationLeaked(
  citation: PredictionRow["citations"][number],
  context: LeakageContext,
): boolean {
  const bound = addDays(context.claimDate, context.slice ?? 0);
  if (citation.published !== undefined && citation.published.slice(0, 10) > bound) return true;
  const host = citation.url === undefined ? null : hostOf(citation.url);
  return host !== null && isOnDomain(host, context.factCheckDomains);
}
