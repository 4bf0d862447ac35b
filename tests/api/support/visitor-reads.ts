// What a signed-out visitor reads of a benchmark: board answers (JSON and CSV), the compare
// page's pooled result as printed, and any page as text; and a model's identity taken out of
// what was read, so two models' numbers compare character for character.
import { expect } from "vitest";
import { request } from "./http";

type EstimateJson = { value: number | null; low: number | null; high: number | null };

type BoardRowJson = {
  entryId: string;
  modelId: string | null;
  model: string;
  rank: number | null;
  rankLow: number | null;
  rankHigh: number | null;
  metrics: Record<string, EstimateJson>;
  submissionIds: string[];
  submittedAt: string | null;
};

type Side = { n: number; value: number | null; interval: [number | null, number | null] };

export type BoardJson = {
  n: number;
  rows: BoardRowJson[];
  curves?: {
    entryId: string;
    model: string;
    points: object[];
    prePost?: { pre: Side; post: Side; difference: number | null };
  }[];
  cost?: { entryId: string; model: string }[];
  release: { exact: boolean; step: number | null };
};

/**
 * A page or answer as a visitor gets it. `Cache-Control: no-cache` makes the server render it
 * now (the page micro-cache would replay a render up to two seconds old).
 */
export async function readAsVisitor(path: string): Promise<string> {
  const res = await request(path, { headers: { "cache-control": "no-cache" } });
  const text = await res.text();
  expect(res.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
  return text;
}

/** GET /api/v1/leaderboards/{slug}{query} as a visitor. */
export async function readBoard(slug: string, query = ""): Promise<BoardJson> {
  return JSON.parse(await readAsVisitor(`/api/v1/leaderboards/${slug}${query}`)) as BoardJson;
}

/** The row of `modelId` (fails when the board has none). */
export function rowOf(board: BoardJson, modelId: string): BoardRowJson {
  const row = board.rows.find((r) => r.modelId === modelId);
  if (!row) throw new Error(`no row of ${modelId} among ${board.rows.map((r) => r.model).join(", ")}`);
  return row;
}

/** A share as the page prints it ("52%", "+4 pp", "|Δ| ≤ 2 pp" for a disclosed 0), or null ("—"). */
function printedShare(text: string | undefined): number | null {
  if (text === undefined || text.includes("—")) return null;
  if (text.includes("|Δ|")) return 0;
  const m = /([+-]?\d+(?:\.\d+)?)\s*(?:%|pp)/.exec(text.replace("−", "-"));
  if (!m) throw new Error(`not a printed share: ${text}`);
  return Number(m[1]) / 100;
}

/**
 * The compare page's pooled result for a share metric, as printed: model A's value and the
 * difference A − B (data-testid "compare-pooled" and "pooled-difference").
 */
export async function readComparePooled(
  slug: string,
  a: string,
  b: string,
  metric: string,
): Promise<{ valueA: number | null; difference: number | null }> {
  const html = await readAsVisitor(`/compare?benchmark=${slug}&a=${a}&b=${b}&metric=${metric}`);
  const start = html.indexOf('data-testid="compare-pooled"');
  expect(start, "the compare page shows a pooled result").toBeGreaterThan(0);
  const section = html.slice(start, html.indexOf("</section>", start));
  const values = [...section.matchAll(/<dd class="text-lg font-semibold">([^<]*)<\/dd>/g)].map((m) => m[1]);
  const difference = /data-testid="pooled-difference">([^<]*)</.exec(section)?.[1];
  return { valueA: printedShare(values[0]), difference: printedShare(difference) };
}

/** The visible text of an HTML page: tags, scripts and styles out, white space collapsed. */
export function visibleText(html: string): string {
  return (
    html
      // Streamed pages may place <title> before or after the body's first chunk: not a number.
      .replace(/<title>[\s\S]*?<\/title>/g, " ")
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * `text` with each of `identity` (a model's name, ids, submission ids and times) replaced by
 * one placeholder, longest first.
 */
export function withoutIdentity(text: string, identity: string[]): string {
  return [...identity]
    .filter((s) => s !== "")
    .sort((x, y) => y.length - x.length)
    .reduce((t, s) => t.split(s).join("<model>"), text);
}
