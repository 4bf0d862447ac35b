-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "propertiesJson" TEXT NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "ClaimLabel" ADD COLUMN     "propertiesJson" TEXT;

