-- CreateTable
CREATE TABLE "ModelEndpoint" (
    "modelId" TEXT NOT NULL,
    "baseUrl" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "apiKeyCiphertext" TEXT,
    "apiKeyLast4" TEXT,
    "temperature" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "topP" DOUBLE PRECISION,
    "maxTokens" INTEGER,
    "seed" INTEGER,
    "pricePromptPerMTok" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "priceCompletionPerMTok" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "maxUsdPerRun" DOUBLE PRECISION NOT NULL,
    "maxRequestsPerRun" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModelEndpoint_pkey" PRIMARY KEY ("modelId")
);

-- AddForeignKey
ALTER TABLE "ModelEndpoint" ADD CONSTRAINT "ModelEndpoint_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

