-- CreateTable
CREATE TABLE "GeneratedEvidence" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "modelId" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "statementsJson" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "articleSha256" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GeneratedEvidence_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GeneratedEvidence_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ContaminationScore" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "modelId" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "score" REAL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ContaminationScore_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ContaminationScore_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HumanContaminationLabel" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "claimId" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "isContaminated" BOOLEAN NOT NULL,
    "createdById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HumanContaminationLabel_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LlmCache" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "responseJson" TEXT NOT NULL,
    "costUsd" REAL NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

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
    "tauMeteor" REAL NOT NULL DEFAULT 0.25,
    "tauEmbedding" REAL NOT NULL DEFAULT 0.6,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Benchmark" ("accessMode", "citation", "createdAt", "dailyQuota", "description", "factCheckDomainsJson", "id", "isDemo", "labelsJson", "license", "modesJson", "requestFieldsJson", "slicesJson", "slug", "terms", "title", "track", "updatedAt") SELECT "accessMode", "citation", "createdAt", "dailyQuota", "description", "factCheckDomainsJson", "id", "isDemo", "labelsJson", "license", "modesJson", "requestFieldsJson", "slicesJson", "slug", "terms", "title", "track", "updatedAt" FROM "Benchmark";
DROP TABLE "Benchmark";
ALTER TABLE "new_Benchmark" RENAME TO "Benchmark";
CREATE UNIQUE INDEX "Benchmark_slug_key" ON "Benchmark"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "GeneratedEvidence_modelId_claimId_key" ON "GeneratedEvidence"("modelId", "claimId");

-- CreateIndex
CREATE INDEX "ContaminationScore_claimId_idx" ON "ContaminationScore"("claimId");

-- CreateIndex
CREATE UNIQUE INDEX "ContaminationScore_modelId_claimId_metric_key" ON "ContaminationScore"("modelId", "claimId", "metric");

-- CreateIndex
CREATE UNIQUE INDEX "HumanContaminationLabel_claimId_modelId_key" ON "HumanContaminationLabel"("claimId", "modelId");

