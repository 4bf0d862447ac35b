import "server-only";
import { ImageResponse } from "next/og";
import { formatMetric } from "@/lib/format";
import { LruCache } from "@/lib/leaderboard/lru-cache";
import { getBoardCard, type BoardCard } from "./get-board-card";
import { processSingleton } from "@/lib/process-singleton";

const WIDTH = 1200;
const HEIGHT = 630;
const previews = processSingleton(
  "livecheckBoardPreviews",
  () => new LruCache<{ card: BoardCard; png: ArrayBuffer }>(50),
);

/**
 * Text the bundled font (Geist, shipped inside next/og) can draw. A glyph it lacks makes
 * next/og fetch a font from Google, which this deployment cannot reach, so such characters
 * are replaced rather than fetched.
 */
function drawable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");
}

/**
 * The social preview image (1200×630 PNG) of a benchmark's default board: title, splits and
 * the top five ranked models with disclosed values (getBoardCard: a visitor's view through
 * lib/disclosure). Rendered once per board card, so it changes when the board does.
 */
export async function renderBoardPreview(slug: string): Promise<ArrayBuffer> {
  const card = await getBoardCard(slug);
  const hit = previews.get(slug);
  if (hit && hit.card === card) return hit.png;
  const top = card.rows.filter((r) => r.rank !== null).slice(0, 5);
  const splits =
    card.splits.length > 3
      ? `${card.splits[0]} to ${card.splits.at(-1)} (${card.splits.length} splits)`
      : card.splits.join(", ");
  const image = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        padding: 56,
        background: "#f9fafb",
        color: "#111827",
        fontSize: 30,
      }}
    >
      <div style={{ display: "flex", fontSize: 28, color: "#1d4ed8" }}>LiveCheck leaderboard</div>
      <div style={{ display: "flex", fontSize: 60, fontWeight: 700, marginTop: 8 }}>
        {drawable(card.title)}
      </div>
      <div style={{ display: "flex", fontSize: 26, color: "#4b5563", marginTop: 8 }}>
        {drawable(
          `${splits} - ${card.metricLabel}, ${card.lowerIsBetter ? "lower" : "higher"} is better${card.isExact ? "" : " - hidden labels: disclosed values"}`,
        )}
      </div>
      <div style={{ display: "flex", flexDirection: "column", marginTop: 32 }}>
        {top.length === 0 ? (
          <div style={{ display: "flex" }}>No ranked model yet</div>
        ) : (
          top.map((r) => (
            <div
              key={r.modelId}
              style={{
                display: "flex",
                alignItems: "center",
                padding: "10px 0",
                borderTop: "2px solid #e5e7eb",
              }}
            >
              <div style={{ display: "flex", width: 90, fontWeight: 700 }}>#{r.rank}</div>
              <div style={{ display: "flex", flexGrow: 1 }}>{drawable(r.model)}</div>
              <div style={{ display: "flex", width: 260, justifyContent: "flex-end" }}>
                {r.value ? formatMetric(card.metric, r.value.value, { step: r.step }).replace("—", "-") : "-"}
              </div>
            </div>
          ))
        )}
      </div>
    </div>,
    { width: WIDTH, height: HEIGHT },
  );
  const png = await image.arrayBuffer();
  previews.set(slug, { card, png });
  return png;
}
