import type { Regime } from "@/lib/vocabulary";

/** A split offered on the submit page. `quota` is null on dev splits (no daily limit). */
export type SubmitSplit = {
  name: string;
  kind: string;
  /** Test, or dev under a running embargo: its labels are hidden. */
  hidden: boolean;
  embargoUntil: string | null;
  claimCount: number;
  quota: { limit: number; used: number; remaining: number; resetAt: string } | null;
  /** Why this user cannot submit here yet (unconfirmed email, approval needed); null when they can. */
  blocked: { code: "EMAIL_UNVERIFIED" | "APPROVAL_REQUIRED"; message: string; isPending: boolean } | null;
};
/** The file format of a benchmark (lib/server/submissions/get-submit-format.ts). */
export type SubmitFormatInfo = {
  labels: string[];
  slices: number[];
  variants: string[];
  properties: { name: string; kind: string; description?: string }[];
  examples: Record<string, string[]>;
};
export type SubmitBenchmark = {
  slug: string;
  title: string;
  track: string;
  hasAccess: boolean;
  /** Set when an admin archived it: no new submissions. ISO timestamp. */
  archivedAt: string | null;
  splits: SubmitSplit[];
  format: SubmitFormatInfo;
};
export type SubmitModel = { id: string; name: string; regime: Regime };
