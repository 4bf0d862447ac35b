-- AlterTable
ALTER TABLE "User" ADD COLUMN     "disabledAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "contactEmail" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenById" TEXT,
ADD COLUMN     "hiddenReason" TEXT;

