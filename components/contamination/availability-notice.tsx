import { Notice } from "@/components/ui/notice";

/** Says which LLM steps this server cannot run, and what still works. */
export function AvailabilityNotice({
  availability,
}: {
  availability: { extraction: boolean; embeddings: boolean };
}) {
  if (availability.extraction && availability.embeddings) return null;
  return (
    <Notice>
      {!availability.extraction && (
        <p>
          No LLM endpoint for evidence extraction is configured on this server: articles cannot be turned into
          statements here. Upload extracted statements instead; METEOR scores work without an endpoint.
        </p>
      )}
      {!availability.embeddings && (
        <p>
          No embedding metric is configured for this benchmark and the server has no default embedding model:
          only METEOR scores are computed.
        </p>
      )}
    </Notice>
  );
}
