-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Split" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "benchmarkId" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "embargoUntil" DATETIME,
    "retiredAt" DATETIME,
    "retireAt" DATETIME,
    "sealed" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "Split_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Split_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Split" ("benchmarkId", "embargoUntil", "id", "kind", "name", "releaseId", "retireAt", "retiredAt") SELECT "benchmarkId", "embargoUntil", "id", "kind", "name", "releaseId", "retireAt", "retiredAt" FROM "Split";
DROP TABLE "Split";
ALTER TABLE "new_Split" RENAME TO "Split";
CREATE UNIQUE INDEX "Split_benchmarkId_name_key" ON "Split"("benchmarkId", "name");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

