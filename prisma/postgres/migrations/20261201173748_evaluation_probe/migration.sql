-- DropIndex
DROP INDEX "EvaluationItem_evaluationId_externalId_sliceKey_variant_key";

-- AlterTable
ALTER TABLE "Evaluation" ADD COLUMN     "probeUploadId" TEXT;

-- AlterTable
ALTER TABLE "EvaluationItem" ADD COLUMN     "task" TEXT NOT NULL DEFAULT 'prediction';

-- CreateIndex
CREATE UNIQUE INDEX "EvaluationItem_evaluationId_task_externalId_sliceKey_varian_key" ON "EvaluationItem"("evaluationId", "task", "externalId", "sliceKey", "variant");

