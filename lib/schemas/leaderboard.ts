import { z } from "zod";
import { splitNameSchema } from "./bundle-common";
import { REGIMES, modeSchema } from "@/lib/vocabulary";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
const isoDate = z
  .string()
  .trim()
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "must be a real date written YYYY-MM-DD");

/** A comma-separated query value as a list of at most `max` items, blank entries dropped. */
export const commaList = (item: z.ZodString, max: number, what: string) =>
  z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter((s) => s !== "")
        : v,
    z.array(item).max(max, `at most ${max} ${what}`),
  );

const list = (item: z.ZodString, max: number, what: string) => commaList(item, max, what).optional();

export const LEADERBOARD_VIEWS = ["table", "cutoff", "longitudinal", "slices", "cost"] as const;
export type LeaderboardView = (typeof LEADERBOARD_VIEWS)[number];

/**
 * Filters of a leaderboard, shared by the page's search params, its permalinks and
 * GET /api/v1/leaderboards/{slug}. Dates are claim dates (inclusive); `buffer` is in days
 * and is added to each model's cutoff before it is compared with the window start.
 */
export const leaderboardQuerySchema = z
  .object({
    splits: list(splitNameSchema, 100, "splits"),
    slice: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[+-]?\d{1,4}$/, "must be a whole number of days such as -3")
        .transform(Number)
        .optional(),
    ),
    mode: z.preprocess(blankToUndefined, modeSchema.default("classification")),
    regime: z.preprocess(
      blankToUndefined,
      z.enum(["all", ...REGIMES], "must be all, closed_book, evidence_bounded or open_web").default("all"),
    ),
    start: z.preprocess(blankToUndefined, isoDate.optional()),
    end: z.preprocess(blankToUndefined, isoDate.optional()),
    buffer: z.preprocess(
      blankToUndefined,
      z.coerce
        .number("must be a number of days")
        .int("must be a whole number of days")
        .min(0, "must be 0 or more")
        .max(3650, "must be at most 3650")
        .default(0),
    ),
    cutoff: z.preprocess(
      blankToUndefined,
      z.enum(["declared", "estimated"], "must be declared or estimated").default("declared"),
    ),
    metric: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9_.]{1,40}$/, "must be a metric name such as mse")
        .optional(),
    ),
    view: z.preprocess(
      blankToUndefined,
      z.enum(LEADERBOARD_VIEWS, `must be one of ${LEADERBOARD_VIEWS.join(", ")}`).default("table"),
    ),
    models: list(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be model ids"), 8, "models"),
    format: z.preprocess(blankToUndefined, z.enum(["json", "csv"], "must be json or csv").default("json")),
    /** "1": rank only on the contamination-controlled claim set (DOMAIN §4). */
    controlled: z.preprocess(blankToUndefined, z.enum(["0", "1"], "must be 0 or 1").default("0")),
    /** "1": only runs by LiveCheck (evaluations of a model's endpoint, DOMAIN §8). */
    verified: z.preprocess(blankToUndefined, z.enum(["0", "1"], "must be 0 or 1").optional()),
  })
  .refine((q) => q.start === undefined || q.end === undefined || q.start <= q.end, {
    path: ["end"],
    message: "must not be before start",
  })
  .refine((q) => q.mode === "classification" || q.slice !== undefined, {
    path: ["mode"],
    message: "inference mode needs a slice (each slice has its own label)",
  });

export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** The query parameters the leaderboard API accepts (any other is refused with a 400). */
export const LEADERBOARD_PARAMS: readonly string[] = Object.keys(leaderboardQuerySchema.shape);

/** The search params that reproduce a query (defaults left out), for permalinks and exports. */
export function leaderboardSearch(
  query: Partial<LeaderboardQuery>,
  overrides: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) =>
    v !== undefined && v !== "" && params.set(k, String(v));
  set("splits", query.splits?.join(","));
  set("slice", query.slice);
  if (query.mode && query.mode !== "classification") set("mode", query.mode);
  if (query.regime && query.regime !== "all") set("regime", query.regime);
  set("start", query.start);
  set("end", query.end);
  if (query.buffer) set("buffer", query.buffer);
  if (query.cutoff && query.cutoff !== "declared") set("cutoff", query.cutoff);
  set("metric", query.metric);
  if (query.view && query.view !== "table") set("view", query.view);
  set("models", query.models?.join(","));
  if (query.controlled === "1") set("controlled", "1");
  if (query.verified === "1") set("verified", "1");
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) params.delete(k);
    else params.set(k, v);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const LIST_PARAMS = new Set(["splits", "models"]);

/**
 * Reads search params for the leaderboard: list filters may come as repeated params
 * (checkboxes) or one comma-separated value; every other param keeps its first value.
 */
export function readLeaderboardParams(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): Record<string, string> {
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([k, v]) =>
          Array.isArray(v)
            ? v.map((x): [string, string] => [k, x])
            : v === undefined
              ? []
              : [[k, v] as [string, string]],
        );
  const out: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (LIST_PARAMS.has(k)) out[k] = out[k] ? `${out[k]},${v}` : v;
    else if (!(k in out)) out[k] = v;
  }
  return out;
}

const modelId = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be a model id")
    .optional(),
);

/** Head-to-head filters: a benchmark, two models, optionally a regime and a metric. */
export const compareQuerySchema = z.object({
  benchmark: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "must be a benchmark slug")
      .optional(),
  ),
  a: modelId,
  b: modelId,
  regime: z.preprocess(
    blankToUndefined,
    z.enum(["all", ...REGIMES], "must be all, closed_book, evidence_bounded or open_web").default("all"),
  ),
  metric: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9_.]{1,40}$/, "must be a metric name such as mse")
      .optional(),
  ),
  /** Splits to pool (default: every split both models have a public score on). */
  splits: list(splitNameSchema, 100, "splits"),
});

export type CompareQuery = z.infer<typeof compareQuerySchema>;
