-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "publishAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Split" ADD COLUMN     "retireAt" TIMESTAMP(3);

