import "server-only";
import { renderBadgeSvg } from "@/lib/badges/render-badge-svg";
import { compactBadgeText } from "@/lib/badges/badge-text";
import { AppError } from "@/lib/errors/app-error";
import { formatMetric } from "@/lib/format";
import { getBoardCard } from "./get-board-card";

/**
 * The SVG badge of one model on one benchmark's default board: "<benchmark> | #rank of N ·
 * metric value", compact (under 300 px: lib/badges/badge-text), the value as disclosed (lib/disclosure, through getBoardCard). A model that is
 * on the board without a rank says why (contaminated, unranked). 404 when not on the board.
 */
export async function renderModelBadge(slug: string, modelId: string): Promise<string> {
  const card = await getBoardCard(slug);
  const row = card.rows.find((r) => r.modelId === modelId);
  if (!row) throw new AppError("NOT_FOUND", `Model ${modelId} is not on the ${slug} board`);
  const ranked = card.rows.filter((r) => r.rank !== null).length;
  const value =
    row.value && Number.isFinite(row.value.value)
      ? formatMetric(card.metric, row.value.value, { step: row.step })
      : "withheld";
  const standing = row.rank === null ? row.status : `#${row.rank} of ${ranked}`;
  const color = row.rank === null ? "#6b7280" : row.rank === 1 ? "#047857" : "#1d4ed8";
  const [label, message] = compactBadgeText(card.title, standing, card.metricLabel, value);
  return renderBadgeSvg(label, message, color);
}
