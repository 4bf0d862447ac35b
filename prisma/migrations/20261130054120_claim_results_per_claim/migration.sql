-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ClaimResult" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "submissionId" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "labelVersionId" TEXT NOT NULL,
    "instancesJson" TEXT NOT NULL,
    CONSTRAINT "ClaimResult_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClaimResult_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ClaimResult" ("claimId", "id", "labelVersionId", "submissionId") SELECT "claimId", "id", "labelVersionId", "submissionId" FROM "ClaimResult";
DROP TABLE "ClaimResult";
ALTER TABLE "new_ClaimResult" RENAME TO "ClaimResult";
CREATE INDEX "ClaimResult_claimId_idx" ON "ClaimResult"("claimId");
CREATE UNIQUE INDEX "ClaimResult_submissionId_labelVersionId_claimId_key" ON "ClaimResult"("submissionId", "labelVersionId", "claimId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

