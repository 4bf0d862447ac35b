-- CreateTable
CREATE TABLE "BoardSnapshot" (
    "key" TEXT NOT NULL,
    "benchmarkId" TEXT NOT NULL,
    "json" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BoardSnapshot_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "BoardSnapshot_benchmarkId_usedAt_idx" ON "BoardSnapshot"("benchmarkId", "usedAt");

