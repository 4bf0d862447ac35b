-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "dailyQuota" INTEGER NOT NULL DEFAULT 5;

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "countsForQuota" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "fileName" TEXT NOT NULL,
ADD COLUMN     "format" TEXT NOT NULL,
ADD COLUMN     "missingAsWrong" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "scoredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ClaimResult" ADD COLUMN     "isCited" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "isLeaked" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "isMissing" BOOLEAN NOT NULL DEFAULT false;

