-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN "unpublishedAt" DATETIME;

-- AlterTable
ALTER TABLE "Release" ADD COLUMN "draftBundlePath" TEXT;

