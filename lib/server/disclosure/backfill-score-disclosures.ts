import "server-only";
import { db } from "@/lib/db";
import { isHiddenSplit } from "@/lib/disclosure/is-hidden-split";
import { decideScoreDisclosure } from "./decide-score-disclosure";
import { decodeJsonColumn } from "@/lib/db-columns";
import { scoreResultColumn } from "@/lib/schemas/stored-columns";

/**
 * Runs the Ladder over hidden-split scores stored before the Ladder existed (an upgraded
 * database), in the order the submissions were made, so their boards keep showing what the
 * policy allows. New scores are decided when they are stored; this finds nothing then.
 */
export async function backfillScoreDisclosures(): Promise<number> {
  const scores = await db.score.findMany({
    where: {
      disclosure: null,
      submission: {
        split: {
          OR: [
            { kind: "test", retiredAt: null },
            { kind: "dev", embargoUntil: { gt: new Date() } },
          ],
        },
      },
    },
    orderBy: [{ submission: { createdAt: "asc" } }, { createdAt: "asc" }],
    select: {
      id: true,
      submissionId: true,
      labelVersionId: true,
      resultJson: true,
      submission: {
        select: {
          userId: true,
          splitId: true,
          split: { select: { kind: true, embargoUntil: true, retiredAt: true } },
          benchmark: { select: { track: true, slicesJson: true, disclosureStep: true } },
        },
      },
    },
  });
  let decided = 0;
  for (const s of scores) {
    const { submission: sub } = s;
    if (!isHiddenSplit(sub.split)) continue;
    await db.$transaction(async (tx) => {
      if (await tx.scoreDisclosure.findUnique({ where: { scoreId: s.id }, select: { id: true } })) return;
      await decideScoreDisclosure(tx, {
        scoreId: s.id,
        submissionId: s.submissionId,
        userId: sub.userId,
        splitId: sub.splitId,
        labelVersionId: s.labelVersionId,
        result: decodeJsonColumn(scoreResultColumn, s.resultJson, {
          table: "Score",
          id: s.id,
          column: "resultJson",
        }),
        benchmark: {
          track: sub.benchmark.track === "integrity" ? "integrity" : "verdict",
          isSliced: sub.benchmark.slicesJson !== "[]",
          disclosureStep: sub.benchmark.disclosureStep,
        },
      });
      decided += 1;
    });
  }
  return decided;
}
