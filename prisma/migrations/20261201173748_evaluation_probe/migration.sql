-- AlterTable
ALTER TABLE "Evaluation" ADD COLUMN "probeUploadId" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_EvaluationItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "evaluationId" TEXT NOT NULL,
    "task" TEXT NOT NULL DEFAULT 'prediction',
    "externalId" TEXT NOT NULL,
    "sliceKey" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "rawOutput" TEXT NOT NULL,
    "failureKind" TEXT,
    "attempts" INTEGER NOT NULL,
    "promptTokens" INTEGER NOT NULL DEFAULT 0,
    "completionTokens" INTEGER NOT NULL DEFAULT 0,
    "costUsd" REAL NOT NULL DEFAULT 0,
    "answeredAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EvaluationItem_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_EvaluationItem" ("answeredAt", "attempts", "completionTokens", "costUsd", "evaluationId", "externalId", "failureKind", "id", "promptTokens", "rawOutput", "sliceKey", "variant") SELECT "answeredAt", "attempts", "completionTokens", "costUsd", "evaluationId", "externalId", "failureKind", "id", "promptTokens", "rawOutput", "sliceKey", "variant" FROM "EvaluationItem";
DROP TABLE "EvaluationItem";
ALTER TABLE "new_EvaluationItem" RENAME TO "EvaluationItem";
CREATE UNIQUE INDEX "EvaluationItem_evaluationId_task_externalId_sliceKey_variant_key" ON "EvaluationItem"("evaluationId", "task", "externalId", "sliceKey", "variant");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

