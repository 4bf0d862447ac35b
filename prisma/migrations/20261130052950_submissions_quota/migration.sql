-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Benchmark" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "track" TEXT NOT NULL,
    "labelsJson" TEXT NOT NULL DEFAULT '[]',
    "slicesJson" TEXT NOT NULL DEFAULT '[]',
    "modesJson" TEXT NOT NULL DEFAULT '[]',
    "factCheckDomainsJson" TEXT NOT NULL DEFAULT '[]',
    "description" TEXT NOT NULL,
    "license" TEXT NOT NULL,
    "citation" TEXT NOT NULL,
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "accessMode" TEXT NOT NULL DEFAULT 'open',
    "terms" TEXT NOT NULL DEFAULT '',
    "requestFieldsJson" TEXT NOT NULL DEFAULT '[]',
    "dailyQuota" INTEGER NOT NULL DEFAULT 5,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Benchmark" ("accessMode", "citation", "createdAt", "description", "factCheckDomainsJson", "id", "isDemo", "labelsJson", "license", "modesJson", "requestFieldsJson", "slicesJson", "slug", "terms", "title", "track", "updatedAt") SELECT "accessMode", "citation", "createdAt", "description", "factCheckDomainsJson", "id", "isDemo", "labelsJson", "license", "modesJson", "requestFieldsJson", "slicesJson", "slug", "terms", "title", "track", "updatedAt" FROM "Benchmark";
DROP TABLE "Benchmark";
ALTER TABLE "new_Benchmark" RENAME TO "Benchmark";
CREATE UNIQUE INDEX "Benchmark_slug_key" ON "Benchmark"("slug");
CREATE TABLE "new_Submission" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "splitId" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "regime" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "codeUrl" TEXT,
    "paperUrl" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "errorKind" TEXT,
    "error" TEXT,
    "filePath" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "fileSha256" TEXT NOT NULL,
    "fileBytes" INTEGER NOT NULL,
    "missingAsWrong" BOOLEAN NOT NULL DEFAULT false,
    "countsForQuota" BOOLEAN NOT NULL DEFAULT true,
    "scoredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Submission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_splitId_fkey" FOREIGN KEY ("splitId") REFERENCES "Split" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Submission" ("benchmarkId", "codeUrl", "createdAt", "description", "error", "errorKind", "fileBytes", "filePath", "fileSha256", "id", "isPublic", "modelId", "paperUrl", "regime", "splitId", "status", "updatedAt", "userId") SELECT "benchmarkId", "codeUrl", "createdAt", "description", "error", "errorKind", "fileBytes", "filePath", "fileSha256", "id", "isPublic", "modelId", "paperUrl", "regime", "splitId", "status", "updatedAt", "userId" FROM "Submission";
DROP TABLE "Submission";
ALTER TABLE "new_Submission" RENAME TO "Submission";
CREATE INDEX "Submission_benchmarkId_splitId_status_idx" ON "Submission"("benchmarkId", "splitId", "status");
CREATE INDEX "Submission_userId_createdAt_idx" ON "Submission"("userId", "createdAt");
CREATE TABLE "new_ClaimResult" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "submissionId" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "labelVersionId" TEXT NOT NULL,
    "slice" INTEGER,
    "variant" TEXT NOT NULL DEFAULT 'original',
    "predicted" TEXT,
    "score" REAL,
    "isParsed" BOOLEAN NOT NULL,
    "isMissing" BOOLEAN NOT NULL DEFAULT false,
    "isCited" BOOLEAN NOT NULL DEFAULT false,
    "isLeaked" BOOLEAN NOT NULL DEFAULT false,
    "citationsJson" TEXT,
    CONSTRAINT "ClaimResult_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClaimResult_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ClaimResult" ("citationsJson", "claimId", "id", "isParsed", "labelVersionId", "predicted", "score", "slice", "submissionId", "variant") SELECT "citationsJson", "claimId", "id", "isParsed", "labelVersionId", "predicted", "score", "slice", "submissionId", "variant" FROM "ClaimResult";
DROP TABLE "ClaimResult";
ALTER TABLE "new_ClaimResult" RENAME TO "ClaimResult";
CREATE INDEX "ClaimResult_submissionId_labelVersionId_idx" ON "ClaimResult"("submissionId", "labelVersionId");
CREATE INDEX "ClaimResult_claimId_idx" ON "ClaimResult"("claimId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

