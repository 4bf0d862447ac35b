-- DropIndex
DROP INDEX "ClaimResult_submissionId_labelVersionId_idx";

-- AlterTable
ALTER TABLE "ClaimResult" DROP COLUMN "citationsJson",
DROP COLUMN "isCited",
DROP COLUMN "isLeaked",
DROP COLUMN "isMissing",
DROP COLUMN "isParsed",
DROP COLUMN "predicted",
DROP COLUMN "score",
DROP COLUMN "slice",
DROP COLUMN "variant",
ADD COLUMN     "instancesJson" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ClaimResult_submissionId_labelVersionId_claimId_key" ON "ClaimResult"("submissionId", "labelVersionId", "claimId");

