// Which LLM steps can run for one benchmark's contamination analysis.
import "server-only";
import { getAiAvailability } from "@/lib/ai/settings";

interface ContaminationAvailability {
  extraction: boolean;
  embeddings: boolean;
}

/**
 * Extraction needs the server's chat model; embedding scores need either the server's default
 * embedding model or an embedding metric of this benchmark (which names its own endpoint).
 */
export function getContaminationAvailability(
  metrics: readonly { kind: string }[],
): ContaminationAvailability {
  const server = getAiAvailability();
  return {
    extraction: server.extraction,
    embeddings: server.embeddings || metrics.some((m) => m.kind === "embedding"),
  };
}
