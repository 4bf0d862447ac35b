import { z } from "zod";
import {
  propertyDeclSchema,
  propertyValuesSchema,
  unknownPropertyProblems,
} from "@/lib/schemas/bundle-properties";
import { IssueList } from "./issues";
import { createLabelResolver } from "./labels";
import type { ScoringBenchmark, ScoringClaim } from "./types";
import { MODES, trackSchema } from "@/lib/vocabulary";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, "must be a date YYYY-MM-DD");

const benchmarkMetaSchema = z.object({
  track: trackSchema,
  labels: z.array(z.string().min(1)).optional(),
  slices: z.array(z.number().int()).optional(),
  modes: z.array(z.enum(MODES)).optional(),
  fact_check_domains: z.array(z.string()).optional(),
  properties: z.array(propertyDeclSchema).optional(),
});

const evidenceRef = z.object({ id: z.string(), published: isoDate.optional() });

const claimLineSchema = z.object({
  claim_id: z.string().min(1),
  claim_date: isoDate,
  language: z.string().optional(),
  media: z.array(z.string()).optional(),
  evidence: z.array(evidenceRef).optional(),
  shifted: z.object({ evidence: z.array(evidenceRef).optional() }).optional(),
});

const labelLineSchema = z.object({
  claim_id: z.string().min(1),
  label: z.string().optional(),
  labels_by_slice: z.record(z.string(), z.string()).optional(),
  integrity: z.number().min(-1).max(1).optional(),
  properties: propertyValuesSchema.optional(),
});

interface BundleTexts {
  benchmarkJson: string;
  claimsJsonl: string;
  /** null: no labels (the CLI's --check, which only validates a file): the gold is left empty and not checked. */
  labelsJsonl: string | null;
}

/**
 * Builds the scorer's view of a benchmark bundle (benchmark.json, claims.jsonl,
 * labels.jsonl as text). Throws ScoringInputError naming file and line on bad input.
 */
export function buildScoringBenchmark(texts: BundleTexts): ScoringBenchmark {
  const issues = new IssueList();
  const meta = parseJson(texts.benchmarkJson, "benchmark.json", 1, benchmarkMetaSchema, issues);
  const claims = new Map<string, ScoringClaim>();
  eachJsonLine(texts.claimsJsonl, "claims.jsonl", claimLineSchema, issues, (c, line) => {
    if (claims.has(c.claim_id)) {
      issues.add({ file: "claims.jsonl", line, claimId: c.claim_id, message: "duplicate claim_id" });
    }
    claims.set(c.claim_id, {
      claimId: c.claim_id,
      claimDate: c.claim_date.slice(0, 10),
      language: c.language,
      media: c.media ?? [],
      evidence: c.evidence ?? [],
      ...(c.shifted?.evidence ? { shiftedEvidence: c.shifted.evidence } : {}),
      gold: {},
    });
  });
  eachJsonLine(texts.labelsJsonl ?? "", "labels.jsonl", labelLineSchema, issues, (l, line) => {
    const claim = claims.get(l.claim_id);
    if (!claim) {
      issues.add({ file: "labels.jsonl", line, claimId: l.claim_id, message: "no such claim" });
      return;
    }
    claim.gold = { label: l.label, labelsBySlice: l.labels_by_slice, integrity: l.integrity };
    if (l.properties !== undefined) {
      for (const [field, message] of unknownPropertyProblems(l.properties, meta?.properties ?? []))
        issues.add({ file: "labels.jsonl", line, claimId: l.claim_id, field, message });
      claim.gold.properties = l.properties;
    }
  });
  issues.throwIfAny();
  if (!meta) throw new Error("unreachable: benchmark.json issues were collected");
  const slices = meta.slices ?? [];
  const benchmark: ScoringBenchmark = {
    track: meta.track,
    labels: meta.labels ?? [],
    slices,
    modes: meta.modes ?? (slices.length > 0 ? ["classification", "inference"] : ["classification"]),
    factCheckDomains: meta.fact_check_domains ?? [],
    ...(meta.properties ? { properties: meta.properties.map(({ name, kind }) => ({ name, kind })) } : {}),
    claims: [...claims.values()],
  };
  if (texts.labelsJsonl !== null) checkGold(benchmark, issues);
  issues.throwIfAny();
  return benchmark;
}

/**
 * Checks the gold against the label set and rewrites it in the benchmark's spelling: gold
 * labels are compared as predictions are, case-insensitively after trimming (DOMAIN §2).
 */
function checkGold(benchmark: ScoringBenchmark, issues: IssueList): void {
  const file = "labels.jsonl";
  const resolve = createLabelResolver(benchmark.labels);
  if (benchmark.track === "verdict" && benchmark.labels.length === 0) {
    issues.add({ file: "benchmark.json", field: "labels", message: "verdict track needs labels" });
  }
  for (const claim of benchmark.claims) {
    const { gold, claimId } = claim;
    if (benchmark.track === "integrity") {
      if (gold.integrity === undefined) issues.add({ file, claimId, message: "missing integrity" });
      continue;
    }
    const label = gold.label === undefined ? null : resolve(gold.label);
    if (label === null)
      issues.add({ file, claimId, field: "label", message: "missing or not in the label set" });
    else gold.label = label;
    if (gold.labelsBySlice) {
      for (const [key, given] of Object.entries(gold.labelsBySlice))
        gold.labelsBySlice[key] = resolve(given) ?? given;
    }
    if (!benchmark.modes.includes("inference")) continue;
    for (const slice of benchmark.slices) {
      const given = gold.labelsBySlice?.[String(slice)];
      if (given === undefined || resolve(given) === null) {
        issues.add({
          file,
          claimId,
          field: `labels_by_slice.${slice}`,
          message: "missing or not in the label set",
        });
      }
    }
  }
}

function parseJson<T>(
  text: string,
  file: string,
  line: number,
  schema: z.ZodType<T>,
  issues: IssueList,
): T | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    issues.add({ file, line, message: `malformed JSON: ${error instanceof Error ? error.message : ""}` });
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    issues.add({ file, line, field: issue.path.join(".") || undefined, message: issue.message });
  }
  return undefined;
}

function eachJsonLine<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>,
  issues: IssueList,
  visit: (value: T, line: number) => void,
): void {
  text.split("\n").forEach((content, index) => {
    if (content.trim() === "") return;
    const value = parseJson(content, file, index + 1, schema, issues);
    if (value !== undefined) visit(value, index + 1);
  });
}
