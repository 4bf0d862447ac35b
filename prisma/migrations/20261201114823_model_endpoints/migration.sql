-- CreateTable
CREATE TABLE "ModelEndpoint" (
    "modelId" TEXT NOT NULL PRIMARY KEY,
    "baseUrl" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "apiKeyCiphertext" TEXT,
    "apiKeyLast4" TEXT,
    "temperature" REAL NOT NULL DEFAULT 0,
    "topP" REAL,
    "maxTokens" INTEGER,
    "seed" INTEGER,
    "pricePromptPerMTok" REAL NOT NULL DEFAULT 0,
    "priceCompletionPerMTok" REAL NOT NULL DEFAULT 0,
    "maxUsdPerRun" REAL NOT NULL,
    "maxRequestsPerRun" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ModelEndpoint_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ModelEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

