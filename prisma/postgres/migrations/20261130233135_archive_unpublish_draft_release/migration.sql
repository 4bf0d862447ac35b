-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "unpublishedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "draftBundlePath" TEXT;

