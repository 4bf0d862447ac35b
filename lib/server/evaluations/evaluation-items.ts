// The items an evaluation asks for (DOMAIN §8): claim × slice × variant, with what their prompts need.
import "server-only";
import { db } from "@/lib/db";
import { decodeJsonColumn } from "@/lib/db-columns";
import { evidenceListColumn } from "@/lib/schemas/stored-columns";
import type { PromptItem } from "@/lib/ai/evaluate-claim/render-prompt";
import type { EvaluationTask } from "@/lib/vocabulary";
import type { Variant } from "@/lib/scoring/types";

export interface EvaluationItemSpec extends PromptItem {
  task: EvaluationTask;
  externalId: string;
  /** The slice as text, "" without slices (EvaluationItem.sliceKey). */
  sliceKey: string;
  variant: Variant;
}

/** The identity of an item within its evaluation. */
export const itemKey = (item: { task: string; externalId: string; sliceKey: string; variant: string }) =>
  `${item.task}\n${item.externalId}\n${item.sliceKey}\n${item.variant}`;

/**
 * Every item of the split, in claim-id, slice (declared order), variant order: one per
 * declared slice (one without slices), and a shifted one each when every claim of the split
 * has a shifted copy (a file with shifted predictions needs them for every claim; the copy
 * brings its own evidence when it has some, else the claim's). With `articles` (the
 * closed-book probe), then one article item per claim: its original text, no slice.
 */
export async function loadEvaluationItems(
  splitId: string,
  slices: readonly number[],
  options: { articles: boolean },
): Promise<EvaluationItemSpec[]> {
  const claims = await db.claim.findMany({
    where: { splitId },
    orderBy: { externalId: "asc" },
    select: {
      id: true,
      externalId: true,
      text: true,
      claimDate: true,
      context: true,
      evidenceJson: true,
      shiftedText: true,
      shiftedContext: true,
      shiftedEvidenceJson: true,
    },
  });
  const sliceList: (number | null)[] = slices.length > 0 ? [...slices] : [null];
  const isShifted = claims.length > 0 && claims.every((c) => c.shiftedText !== null);
  const items: EvaluationItemSpec[] = [];
  for (const c of claims) {
    const at = (column: string) => ({ table: "Claim", id: c.id, column });
    const evidence = decodeJsonColumn(evidenceListColumn, c.evidenceJson, at("evidenceJson"));
    const shiftedEvidence =
      c.shiftedEvidenceJson === null
        ? evidence
        : decodeJsonColumn(evidenceListColumn, c.shiftedEvidenceJson, at("shiftedEvidenceJson"));
    const claimDate = c.claimDate.toISOString().slice(0, 10);
    for (const slice of sliceList) {
      const sliceKey = slice === null ? "" : String(slice);
      const base = { task: "prediction" as const, externalId: c.externalId, sliceKey, slice, claimDate };
      items.push({ ...base, variant: "original", text: c.text, context: c.context, evidence });
      if (isShifted && c.shiftedText !== null)
        items.push({
          ...base,
          variant: "shifted",
          text: c.shiftedText,
          context: c.shiftedContext ?? c.context,
          evidence: shiftedEvidence,
        });
    }
  }
  if (options.articles)
    for (const c of claims)
      items.push({
        task: "article",
        externalId: c.externalId,
        sliceKey: "",
        slice: null,
        variant: "original",
        claimDate: c.claimDate.toISOString().slice(0, 10),
        text: c.text,
        context: c.context,
        evidence: [],
      });
  return items;
}
