import "server-only";
import { db } from "@/lib/db";

/**
 * A cheap fingerprint of everything a benchmark's boards read that can change: scores
 * (count and newest), submissions (count and last update, e.g. made public) and label
 * versions. Two aggregate queries; a new score changes it at once.
 */
export async function getBoardVersion(slug: string): Promise<string> {
  const [scores, submissions, labels] = await Promise.all([
    db.score.aggregate({ where: { submission: { benchmark: { slug } } }, _count: { _all: true }, _max: { createdAt: true } }),
    db.submission.aggregate({ where: { benchmark: { slug } }, _count: { _all: true }, _max: { updatedAt: true } }),
    db.labelVersion.aggregate({ where: { benchmark: { slug } }, _max: { version: true } }),
  ]);
  return [scores._count._all, scores._max.createdAt?.getTime(), submissions._count._all, submissions._max.updatedAt?.getTime(), labels._max.version].join(":");
}
