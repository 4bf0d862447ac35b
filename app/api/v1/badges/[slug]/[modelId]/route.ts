import { guardRoute } from "@/lib/auth/guard-route";
import { renderModelBadge } from "@/lib/server/badges/render-model-badge";

/**
 * An embeddable SVG badge: the model's rank and score on the benchmark's default board, as
 * a signed-out visitor sees them (disclosed values only), whoever asks. Caches may keep it
 * five minutes.
 */
export const GET = guardRoute({ access: "public" }, async ({ params }) => {
  const svg = await renderModelBadge(String(params.slug), String(params.modelId).replace(/\.svg$/, ""));
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=300",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
