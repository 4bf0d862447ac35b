-- CreateTable
CREATE TABLE "PromptVersion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "benchmarkId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "templatesJson" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PromptVersion_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Evaluation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "splitId" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "regime" TEXT NOT NULL,
    "contamination" BOOLEAN NOT NULL DEFAULT false,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "promptVersion" INTEGER NOT NULL,
    "settingsJson" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "promptTokens" INTEGER NOT NULL DEFAULT 0,
    "completionTokens" INTEGER NOT NULL DEFAULT 0,
    "costUsd" REAL NOT NULL DEFAULT 0,
    "error" TEXT,
    "countsForQuota" BOOLEAN NOT NULL DEFAULT true,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Evaluation_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EvaluationItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "evaluationId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "sliceKey" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "rawOutput" TEXT NOT NULL,
    "failureKind" TEXT,
    "attempts" INTEGER NOT NULL,
    "promptTokens" INTEGER NOT NULL DEFAULT 0,
    "completionTokens" INTEGER NOT NULL DEFAULT 0,
    "costUsd" REAL NOT NULL DEFAULT 0,
    "answeredAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EvaluationItem_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "verifiedAt" DATETIME,
    "verifiedById" TEXT,
    "hiddenAt" DATETIME,
    "hiddenReason" TEXT,
    "hiddenById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "evaluationId" TEXT,
    CONSTRAINT "Submission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_splitId_fkey" FOREIGN KEY ("splitId") REFERENCES "Split" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Submission_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Submission" ("benchmarkId", "codeUrl", "countsForQuota", "createdAt", "description", "error", "errorKind", "fileBytes", "fileName", "filePath", "fileSha256", "format", "hiddenAt", "hiddenById", "hiddenReason", "id", "isPublic", "missingAsWrong", "modelId", "paperUrl", "regime", "scoredAt", "splitId", "status", "updatedAt", "userId", "verifiedAt", "verifiedById") SELECT "benchmarkId", "codeUrl", "countsForQuota", "createdAt", "description", "error", "errorKind", "fileBytes", "fileName", "filePath", "fileSha256", "format", "hiddenAt", "hiddenById", "hiddenReason", "id", "isPublic", "missingAsWrong", "modelId", "paperUrl", "regime", "scoredAt", "splitId", "status", "updatedAt", "userId", "verifiedAt", "verifiedById" FROM "Submission";
DROP TABLE "Submission";
ALTER TABLE "new_Submission" RENAME TO "Submission";
CREATE UNIQUE INDEX "Submission_evaluationId_key" ON "Submission"("evaluationId");
CREATE INDEX "Submission_benchmarkId_splitId_status_idx" ON "Submission"("benchmarkId", "splitId", "status");
CREATE INDEX "Submission_userId_createdAt_idx" ON "Submission"("userId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "PromptVersion_benchmarkId_version_key" ON "PromptVersion"("benchmarkId", "version");

-- CreateIndex
CREATE INDEX "Evaluation_modelId_splitId_status_idx" ON "Evaluation"("modelId", "splitId", "status");

-- CreateIndex
CREATE INDEX "Evaluation_userId_splitId_createdAt_idx" ON "Evaluation"("userId", "splitId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EvaluationItem_evaluationId_externalId_sliceKey_variant_key" ON "EvaluationItem"("evaluationId", "externalId", "sliceKey", "variant");

