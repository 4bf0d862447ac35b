-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN "releaseStep" REAL;

-- AlterTable
ALTER TABLE "Split" ADD COLUMN "retiredAt" DATETIME;

-- CreateTable
CREATE TABLE "ScoreRelease" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "scoreId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "splitId" TEXT NOT NULL,
    "labelVersionId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "value" REAL,
    "previousBest" REAL,
    "step" REAL NOT NULL,
    "resultJson" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ScoreRelease_scoreId_fkey" FOREIGN KEY ("scoreId") REFERENCES "Score" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ScoreRelease_scoreId_key" ON "ScoreRelease"("scoreId");

-- CreateIndex
CREATE INDEX "ScoreRelease_userId_splitId_labelVersionId_status_idx" ON "ScoreRelease"("userId", "splitId", "labelVersionId", "status");

