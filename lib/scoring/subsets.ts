import { integrityBin3 } from "./integrity-bins";
import type { ScoringClaim, Track } from "./types";

/**
 * Claim subsets of DOMAIN.md §2: media (with images / with videos / text-only),
 * language (English / other; claims without a language are in neither) and, on the
 * integrity track, gold integrity (intact g > 1/3, compromised g < -1/3).
 */
export function subsetPredicates(track: Track): Record<string, (claim: ScoringClaim) => boolean> {
  const predicates: Record<string, (claim: ScoringClaim) => boolean> = {
    with_images: (c) => c.media.includes("image"),
    with_videos: (c) => c.media.includes("video"),
    text_only: (c) => c.media.length === 0,
    english: (c) => c.language !== undefined && isEnglish(c.language),
    other_language: (c) => c.language !== undefined && !isEnglish(c.language),
  };
  if (track === "integrity") {
    // Decided by the 3-bin rule, so a subset and acc3 never disagree about an edge.
    predicates["intact"] = (c) => integrityBin3(c.gold.integrity ?? 0) === 1;
    predicates["compromised"] = (c) => integrityBin3(c.gold.integrity ?? 0) === -1;
  }
  return predicates;
}

function isEnglish(language: string): boolean {
  const code = language.trim().toLowerCase();
  return code === "en" || code.startsWith("en-") || code.startsWith("en_") || code === "english";
}
