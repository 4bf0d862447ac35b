-- AlterTable
ALTER TABLE "Split" ADD COLUMN     "sealed" BOOLEAN NOT NULL DEFAULT false;

