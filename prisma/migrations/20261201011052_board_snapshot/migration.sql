-- CreateTable
CREATE TABLE "BoardSnapshot" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "benchmarkId" TEXT NOT NULL,
    "json" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "BoardSnapshot_benchmarkId_usedAt_idx" ON "BoardSnapshot"("benchmarkId", "usedAt");

