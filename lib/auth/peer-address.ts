/**
 * The request header scripts/serve.ts sets to the TCP peer's address before Next.js sees the
 * request, replacing any value the client sent, so route code can tell callers apart
 * without trusting X-Forwarded-For. No Next or server-only imports: serve.ts loads it too.
 */
export const PEER_ADDRESS_HEADER = "x-livecheck-peer";
