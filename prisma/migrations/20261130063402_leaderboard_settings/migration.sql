-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "verifiedAt" DATETIME;
ALTER TABLE "Submission" ADD COLUMN "verifiedById" TEXT;

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
    "representative" TEXT NOT NULL DEFAULT 'best',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Benchmark" ("accessMode", "citation", "createdAt", "dailyQuota", "description", "factCheckDomainsJson", "id", "isDemo", "labelsJson", "license", "modesJson", "requestFieldsJson", "slicesJson", "slug", "tauEmbedding", "tauMeteor", "terms", "title", "track", "updatedAt") SELECT "accessMode", "citation", "createdAt", "dailyQuota", "description", "factCheckDomainsJson", "id", "isDemo", "labelsJson", "license", "modesJson", "requestFieldsJson", "slicesJson", "slug", "tauEmbedding", "tauMeteor", "terms", "title", "track", "updatedAt" FROM "Benchmark";
DROP TABLE "Benchmark";
ALTER TABLE "new_Benchmark" RENAME TO "Benchmark";
CREATE UNIQUE INDEX "Benchmark_slug_key" ON "Benchmark"("slug");
CREATE TABLE "new_ModelEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "organisation" TEXT NOT NULL,
    "parameterCount" REAL,
    "openWeights" BOOLEAN NOT NULL DEFAULT false,
    "declaredCutoff" DATETIME NOT NULL,
    "cutoffSource" TEXT NOT NULL,
    "estimatedCutoff" DATETIME,
    "regime" TEXT NOT NULL,
    "costPerRun" REAL,
    "linksJson" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ModelEntry_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ModelEntry" ("costPerRun", "createdAt", "cutoffSource", "declaredCutoff", "estimatedCutoff", "id", "linksJson", "name", "openWeights", "organisation", "ownerId", "parameterCount", "regime") SELECT "costPerRun", "createdAt", "cutoffSource", "declaredCutoff", "estimatedCutoff", "id", "linksJson", "name", "openWeights", "organisation", "ownerId", "parameterCount", "regime" FROM "ModelEntry";
DROP TABLE "ModelEntry";
ALTER TABLE "new_ModelEntry" RENAME TO "ModelEntry";
CREATE UNIQUE INDEX "ModelEntry_ownerId_name_key" ON "ModelEntry"("ownerId", "name");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

