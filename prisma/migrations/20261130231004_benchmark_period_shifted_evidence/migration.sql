-- AlterTable
ALTER TABLE "Claim" ADD COLUMN "shiftedEvidenceJson" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Benchmark" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "track" TEXT NOT NULL,
    "period" TEXT NOT NULL DEFAULT 'quarter',
    "labelsJson" TEXT NOT NULL DEFAULT '[]',
    "slicesJson" TEXT NOT NULL DEFAULT '[]',
    "modesJson" TEXT NOT NULL DEFAULT '[]',
    "factCheckDomainsJson" TEXT NOT NULL DEFAULT '[]',
    "propertiesJson" TEXT NOT NULL DEFAULT '[]',
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
    "hiddenSubmitNeedsApproval" BOOLEAN NOT NULL DEFAULT false,
    "releaseStep" REAL,
    "contactEmail" TEXT NOT NULL DEFAULT '',
    "archivedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Benchmark" ("accessMode", "archivedAt", "citation", "contactEmail", "createdAt", "dailyQuota", "description", "factCheckDomainsJson", "hiddenSubmitNeedsApproval", "id", "isDemo", "labelsJson", "license", "modesJson", "propertiesJson", "releaseStep", "representative", "requestFieldsJson", "slicesJson", "slug", "tauEmbedding", "tauMeteor", "terms", "title", "track", "updatedAt") SELECT "accessMode", "archivedAt", "citation", "contactEmail", "createdAt", "dailyQuota", "description", "factCheckDomainsJson", "hiddenSubmitNeedsApproval", "id", "isDemo", "labelsJson", "license", "modesJson", "propertiesJson", "releaseStep", "representative", "requestFieldsJson", "slicesJson", "slug", "tauEmbedding", "tauMeteor", "terms", "title", "track", "updatedAt" FROM "Benchmark";
DROP TABLE "Benchmark";
ALTER TABLE "new_Benchmark" RENAME TO "Benchmark";
CREATE UNIQUE INDEX "Benchmark_slug_key" ON "Benchmark"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

