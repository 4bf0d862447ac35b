-- CreateTable
CREATE TABLE "ReleaseDayOptIn" (
    "id" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "monthlyLimitUsd" DOUBLE PRECISION NOT NULL,
    "isPublic" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReleaseDayOptIn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReleaseDayRun" (
    "id" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "splitId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "evaluationId" TEXT,
    "estimatedUsd" DOUBLE PRECISION NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReleaseDayRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReleaseDayOptIn_benchmarkId_idx" ON "ReleaseDayOptIn"("benchmarkId");

-- CreateIndex
CREATE UNIQUE INDEX "ReleaseDayOptIn_modelId_benchmarkId_key" ON "ReleaseDayOptIn"("modelId", "benchmarkId");

-- CreateIndex
CREATE UNIQUE INDEX "ReleaseDayRun_evaluationId_key" ON "ReleaseDayRun"("evaluationId");

-- CreateIndex
CREATE INDEX "ReleaseDayRun_splitId_idx" ON "ReleaseDayRun"("splitId");

-- CreateIndex
CREATE INDEX "ReleaseDayRun_modelId_benchmarkId_createdAt_idx" ON "ReleaseDayRun"("modelId", "benchmarkId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReleaseDayRun_modelId_splitId_key" ON "ReleaseDayRun"("modelId", "splitId");

-- AddForeignKey
ALTER TABLE "ReleaseDayOptIn" ADD CONSTRAINT "ReleaseDayOptIn_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseDayOptIn" ADD CONSTRAINT "ReleaseDayOptIn_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseDayRun" ADD CONSTRAINT "ReleaseDayRun_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

