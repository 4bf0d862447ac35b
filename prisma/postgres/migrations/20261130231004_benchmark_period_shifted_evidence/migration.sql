-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "period" TEXT NOT NULL DEFAULT 'quarter';

-- AlterTable
ALTER TABLE "Claim" ADD COLUMN     "shiftedEvidenceJson" TEXT;

