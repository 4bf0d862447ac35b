import { guardRoute } from "@/lib/auth/guard-route";
import { renderBoardPreview } from "@/lib/server/badges/render-board-preview";

/** The board's social preview image (PNG), as a signed-out visitor sees the board (disclosed values only). */
export const GET = guardRoute({ access: "public" }, async ({ params }) => {
  const png = await renderBoardPreview(String(params.slug));
  return new Response(png, {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=300" },
  });
});
