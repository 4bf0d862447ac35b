-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Job_key_key" ON "Job"("key");

