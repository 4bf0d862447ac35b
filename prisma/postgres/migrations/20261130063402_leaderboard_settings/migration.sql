-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "representative" TEXT NOT NULL DEFAULT 'best';

-- AlterTable
ALTER TABLE "ModelEntry" ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "verifiedAt" TIMESTAMP(3),
ADD COLUMN     "verifiedById" TEXT;

