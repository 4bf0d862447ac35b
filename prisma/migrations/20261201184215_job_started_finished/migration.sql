-- AlterTable
ALTER TABLE "Job" ADD COLUMN "finishedAt" DATETIME;
ALTER TABLE "Job" ADD COLUMN "startedAt" DATETIME;

-- CreateIndex
CREATE INDEX "Job_startedAt_idx" ON "Job"("startedAt");

-- CreateIndex
CREATE INDEX "Job_finishedAt_idx" ON "Job"("finishedAt");

