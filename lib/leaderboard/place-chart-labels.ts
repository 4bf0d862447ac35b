// Where a scatter chart's point names go without touching each other (issue 12: the cost
// chart's names piled up). Greedy: points in the order given, each name in the first spot
// around its point that stays inside the plot and clear of every name already placed, every
// point and every error bar; a name with no such spot is left off (the chart names it on hover).

export type Box = { x: number; y: number; width: number; height: number };

/** One point in pixels: its centre, the ends of its error bar, and its name's size. */
export type LabelTarget = {
  cx: number;
  cy: number;
  barTop: number;
  barBottom: number;
  width: number;
  height: number;
};

/** Space kept between a name and anything else, in pixels. */
const GAP = 3;
/** Half the side of the box kept clear around each point (its marker and error-bar caps). */
const POINT = 5;

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const inside = (b: Box, area: Box): boolean =>
  b.x >= area.x &&
  b.y >= area.y &&
  b.x + b.width <= area.x + area.width &&
  b.y + b.height <= area.y + area.height;

/** Spots tried around a point, nearest first: right, left, above and below the bar, then the corners. */
function candidates(t: LabelTarget): Box[] {
  const { cx, cy, width: w, height: h } = t;
  const right = cx + POINT + GAP;
  const left = cx - POINT - GAP - w;
  const top = Math.min(t.barTop, cy - POINT);
  const bottom = Math.max(t.barBottom, cy + POINT);
  return [
    { x: right, y: cy - h / 2, width: w, height: h },
    { x: left, y: cy - h / 2, width: w, height: h },
    { x: cx - w / 2, y: top - GAP - h, width: w, height: h },
    { x: cx - w / 2, y: bottom + GAP, width: w, height: h },
    { x: right, y: cy - POINT - h, width: w, height: h },
    { x: right, y: cy + POINT, width: w, height: h },
    { x: left, y: cy - POINT - h, width: w, height: h },
    { x: left, y: cy + POINT, width: w, height: h },
  ];
}

/** Each target's name box, or null where none fits; no two boxes overlap, even with GAP added. */
export function placeChartLabels(targets: LabelTarget[], area: Box): (Box | null)[] {
  const obstacles: Box[] = targets.flatMap((t) => [
    { x: t.cx - POINT, y: t.cy - POINT, width: 2 * POINT, height: 2 * POINT },
    {
      x: t.cx - POINT,
      y: Math.min(t.barTop, t.barBottom),
      width: 2 * POINT,
      height: Math.abs(t.barBottom - t.barTop),
    },
  ]);
  const placed: Box[] = [];
  return targets.map((t) => {
    const spot = candidates(t).find((c) => {
      const padded = { x: c.x - GAP, y: c.y - GAP, width: c.width + 2 * GAP, height: c.height + 2 * GAP };
      return (
        inside(c, area) &&
        !placed.some((p) => boxesOverlap(padded, p)) &&
        !obstacles.some((o) => boxesOverlap(c, o))
      );
    });
    if (!spot) return null;
    placed.push(spot);
    return spot;
  });
}
