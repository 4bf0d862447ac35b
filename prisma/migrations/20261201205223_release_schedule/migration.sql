-- AlterTable
ALTER TABLE "Release" ADD COLUMN "publishAt" DATETIME;

-- AlterTable
ALTER TABLE "Split" ADD COLUMN "retireAt" DATETIME;

