-- CreateTable
CREATE TABLE "ContaminationMetricConfig" (
    "id" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "model" TEXT,
    "baseUrl" TEXT,
    "tau" DOUBLE PRECISION NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContaminationMetricConfig_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ContaminationMetricConfig_benchmarkId_name_key" ON "ContaminationMetricConfig"("benchmarkId", "name");

-- AddForeignKey
ALTER TABLE "ContaminationMetricConfig" ADD CONSTRAINT "ContaminationMetricConfig_benchmarkId_fkey" FOREIGN KEY ("benchmarkId") REFERENCES "Benchmark"("id") ON DELETE CASCADE ON UPDATE CASCADE;

