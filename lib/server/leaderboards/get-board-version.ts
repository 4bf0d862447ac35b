import "server-only";
import { db } from "@/lib/db";

type VersionRow = {
  scores: unknown;
  newestScore: unknown;
  submissions: unknown;
  submissionUpdate: unknown;
  labels: unknown;
  benchmarkUpdate: unknown;
};

/**
 * A cheap fingerprint of everything a benchmark's boards read that can change: scores
 * (count and newest), submissions (count and last update, e.g. made public) and label
 * versions, and the benchmark's own update time (disclosure step, retired splits); a new
 * score changes it at once. It runs on every board request, so it is one
 * plain SQL statement (the same text on SQLite and PostgreSQL) rather than three Prisma
 * aggregates, which cost a query compilation each.
 */
export async function getBoardVersion(slug: string): Promise<string> {
  const rows = await db.$queryRaw<VersionRow[]>`
    SELECT
      (SELECT COUNT(*) FROM "Score" s JOIN "Submission" u ON u."id" = s."submissionId" WHERE u."benchmarkId" = b."id") AS "scores",
      (SELECT MAX(s."createdAt") FROM "Score" s JOIN "Submission" u ON u."id" = s."submissionId" WHERE u."benchmarkId" = b."id") AS "newestScore",
      (SELECT COUNT(*) FROM "Submission" u WHERE u."benchmarkId" = b."id") AS "submissions",
      (SELECT MAX(u."updatedAt") FROM "Submission" u WHERE u."benchmarkId" = b."id") AS "submissionUpdate",
      (SELECT MAX(l."version") FROM "LabelVersion" l WHERE l."benchmarkId" = b."id") AS "labels",
      b."updatedAt" AS "benchmarkUpdate"
    FROM "Benchmark" b WHERE b."slug" = ${slug}`;
  const row = rows[0];
  if (!row) return "none";
  return [row.scores, row.newestScore, row.submissions, row.submissionUpdate, row.labels, row.benchmarkUpdate]
    .map(fingerprintPart)
    .join(":");
}

function fingerprintPart(value: unknown): string {
  return value instanceof Date ? String(value.getTime()) : String(value ?? "");
}
