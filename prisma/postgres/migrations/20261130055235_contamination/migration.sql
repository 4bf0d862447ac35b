-- AlterTable
ALTER TABLE "Benchmark" ADD COLUMN     "tauEmbedding" DOUBLE PRECISION NOT NULL DEFAULT 0.6,
ADD COLUMN     "tauMeteor" DOUBLE PRECISION NOT NULL DEFAULT 0.25;

-- CreateTable
CREATE TABLE "GeneratedEvidence" (
    "id" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "statementsJson" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "articleSha256" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GeneratedEvidence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContaminationScore" (
    "id" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "score" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContaminationScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HumanContaminationLabel" (
    "id" TEXT NOT NULL,
    "claimId" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "isContaminated" BOOLEAN NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HumanContaminationLabel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LlmCache" (
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "responseJson" TEXT NOT NULL,
    "costUsd" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LlmCache_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "GeneratedEvidence_modelId_claimId_key" ON "GeneratedEvidence"("modelId", "claimId");

-- CreateIndex
CREATE INDEX "ContaminationScore_claimId_idx" ON "ContaminationScore"("claimId");

-- CreateIndex
CREATE UNIQUE INDEX "ContaminationScore_modelId_claimId_metric_key" ON "ContaminationScore"("modelId", "claimId", "metric");

-- CreateIndex
CREATE UNIQUE INDEX "HumanContaminationLabel_claimId_modelId_key" ON "HumanContaminationLabel"("claimId", "modelId");

-- AddForeignKey
ALTER TABLE "GeneratedEvidence" ADD CONSTRAINT "GeneratedEvidence_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GeneratedEvidence" ADD CONSTRAINT "GeneratedEvidence_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContaminationScore" ADD CONSTRAINT "ContaminationScore_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContaminationScore" ADD CONSTRAINT "ContaminationScore_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HumanContaminationLabel" ADD CONSTRAINT "HumanContaminationLabel_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "Claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

