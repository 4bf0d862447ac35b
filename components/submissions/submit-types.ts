import type { RegimeName } from "@/lib/schemas/model";

/** A split offered on the submit page. `quota` is null on dev splits (no daily limit). */
export type SubmitSplit = { name: string; kind: string; claimCount: number; quota: { limit: number; used: number; remaining: number; resetAt: string } | null };
export type SubmitBenchmark = { slug: string; title: string; track: string; hasAccess: boolean; splits: SubmitSplit[] };
export type SubmitModel = { id: string; name: string; regime: RegimeName };
