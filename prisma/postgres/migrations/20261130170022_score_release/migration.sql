-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "releaseStep" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "Split" ADD COLUMN     "retiredAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ScoreRelease" (
    "id" TEXT NOT NULL,
    "scoreId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "splitId" TEXT NOT NULL,
    "labelVersionId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "value" DOUBLE PRECISION,
    "previousBest" DOUBLE PRECISION,
    "step" DOUBLE PRECISION NOT NULL,
    "resultJson" TEXT NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScoreRelease_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ScoreRelease_scoreId_key" ON "ScoreRelease"("scoreId");

-- CreateIndex
CREATE INDEX "ScoreRelease_userId_splitId_labelVersionId_status_idx" ON "ScoreRelease"("userId", "splitId", "labelVersionId", "status");

-- AddForeignKey
ALTER TABLE "ScoreRelease" ADD CONSTRAINT "ScoreRelease_scoreId_fkey" FOREIGN KEY ("scoreId") REFERENCES "Score"("id") ON DELETE CASCADE ON UPDATE CASCADE;

