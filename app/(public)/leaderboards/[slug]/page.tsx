import { TextLink } from "@/components/ui/text-link";
import { ArchivedBadge } from "@/components/datasets/archived-badge";
import { guardPage } from "@/lib/auth/guard-page";
import { settleRefusal, throwPageError } from "@/lib/errors/page-errors";
import { boardMetrics } from "@/lib/scoring/metrics";
import {
  leaderboardQuerySchema,
  readLeaderboardParams,
  type LeaderboardQuery,
} from "@/lib/schemas/leaderboard";
import { readBoardDisplay, withoutDisplayParams } from "@/lib/schemas/board-display";
import { findBoardBenchmark } from "@/lib/server/leaderboards/board-lookups";
import { getLeaderboard, INVALID_FILTERS } from "@/lib/server/leaderboards/get-leaderboard";
import { getBoardDifficulty } from "@/lib/server/leaderboards/get-board-difficulty";
import { Notice } from "@/components/ui/notice";
import { BoardFilters } from "@/components/leaderboard/board-filters";
import { BoardSummary, WindowLine } from "@/components/leaderboard/board-summary";
import { BoardTable } from "@/components/leaderboard/board-table";
import { PropertyTable } from "@/components/leaderboard/property-table";
import { CostView } from "@/components/leaderboard/cost-view";
import { CurveView } from "@/components/leaderboard/curve-view";
import { LongitudinalDifficulty } from "@/components/leaderboard/cutoff-difficulty";
import { fieldDifficultyLine } from "@/components/leaderboard/field-difficulty-line";
import { ExportLinks } from "@/components/leaderboard/export-links";
import { ModelPicker } from "@/components/leaderboard/model-picker";
import { SliceView } from "@/components/leaderboard/slice-view";
import { ViewTabs } from "@/components/leaderboard/view-tabs";
import { TierNote } from "@/components/leaderboard/tier-note";
import { CutoffDifficulty, difficultySearch } from "@/components/leaderboard/cutoff-difficulty";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("leaderboard");
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function LeaderboardPage({ params, searchParams }: Props) {
  const viewer = await guardPage("public");
  const { slug } = await params;
  const search = await searchParams;
  // Column and sort choices only shape the page; the board's filters are the rest.
  const display = readBoardDisplay(search);
  const raw = withoutDisplayParams(readLeaderboardParams(search));
  const loose = leaderboardQuerySchema.safeParse(raw);
  // Field details only for schema errors; every other error already says what is wrong.
  const outcome = await settleRefusal(
    getLeaderboard(viewer, slug, raw),
    (err, fields) => `${err.message}${fields && err.message === INVALID_FILTERS ? ` (${fields})` : ""}`,
  );
  // A successful board carries what the header and filters need; after an error, look it up (404 when unknown).
  const benchmark =
    outcome.value?.benchmark ??
    (await findBoardBenchmark(viewer, slug).then(
      (b) => ({
        ...b,
        splits: b.splits.map((s) => s.name),
        splitKinds: Object.fromEntries(b.splits.map((s) => [s.name, s.kind])),
      }),
      throwPageError,
    ));
  const splitOptions = benchmark.splits.map((name) => ({ name, kind: benchmark.splitKinds?.[name] ?? null }));
  const result = outcome.value;
  const resolved: Partial<LeaderboardQuery> = result?.query ?? (loose.success ? loose.data : {});
  // Navigation and filters keep the visitor's own choices: splits stay unset when none were
  // chosen (the default then follows new splits). Exports and the permalink pin them.
  const query = raw.splits === undefined ? { ...resolved, splits: undefined } : resolved;
  const modelRows = result?.rows.filter((r) => r.modelId !== null) ?? [];
  // The cutoff view shows the difficulty-adjusted gaps beside the raw ones, the longitudinal
  // curve the field's difficulty per period (both from the same board's stored table).
  const curveDifficulty =
    result?.query.view === "cutoff" || result?.query.view === "longitudinal"
      ? await getBoardDifficulty(viewer, slug, raw)
      : null;
  const cutoffDifficulty = result?.query.view === "cutoff" ? curveDifficulty : null;
  const longitudinalDifficulty = result?.query.view === "longitudinal" ? curveDifficulty : null;
  return (
    <div className="space-y-4" data-layout="wide">
      <div>
        <p className="text-sm">
          <TextLink href="/leaderboards">Leaderboards</TextLink> /{" "}
          <TextLink href={`/benchmarks/${slug}`}>{benchmark.title}</TextLink>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold">{benchmark.title} leaderboard</h1>
          <ArchivedBadge archivedAt={benchmark.archivedAt ?? null} />
          <span className="text-sm text-gray-700">
            {benchmark.track} track{benchmark.isDemo ? " · demo data" : ""}
          </span>
        </div>
      </div>
      <ViewTabs
        slug={slug}
        query={query}
        display={display}
        hasSlices={benchmark.slices.length > 0}
        period={benchmark.period}
      />
      <BoardFilters
        slug={slug}
        query={query}
        display={display}
        splits={splitOptions}
        inForce={result?.query.splits ?? []}
        period={benchmark.period}
        slices={benchmark.slices}
        metrics={boardMetrics(benchmark.track, benchmark.slices.length > 0 && query.slice === undefined)}
      />
      {outcome.error && <Notice tone="error">{outcome.error}</Notice>}
      {result && (
        <>
          <WindowLine result={result} />
          {result.query.view !== "table" && result.query.view !== "cost" && (
            <ModelPicker
              slug={slug}
              query={{ ...result.query, splits: query.splits }}
              options={modelRows.map((r) => ({
                modelId: r.modelId ?? "",
                model: `${r.model}${r.regime ? ` (${r.regime})` : ""}`,
              }))}
              selected={modelRows
                .filter((r) => result.selectedEntries.includes(r.entryId))
                .map((r) => r.modelId ?? "")}
            />
          )}
          {result.query.view === "table" && (
            <BoardTable
              slug={slug}
              query={{ ...result.query, splits: query.splits }}
              display={display}
              rows={result.rows}
              metrics={result.metrics}
              metric={result.query.metric}
              lowerIsBetter={result.lowerIsBetter}
              disclosure={result.release}
            />
          )}
          {result.query.view === "table" && <TierNote result={result} />}
          {result.query.view === "table" && result.benchmark.properties && (
            <PropertyTable
              properties={result.benchmark.properties}
              rows={result.rows}
              disclosure={result.release}
            />
          )}
          <p className="text-sm">
            <TextLink href={`/leaderboards/${slug}/difficulty${difficultySearch(raw)}`}>
              Claim difficulty and adjusted cutoff gaps
            </TextLink>
          </p>
          {cutoffDifficulty && result.curves && (
            <CutoffDifficulty difficulty={cutoffDifficulty} result={result} />
          )}
          {(result.query.view === "cutoff" || result.query.view === "longitudinal") && result.curves && (
            <CurveView
              curves={result.curves}
              disclosure={result.release}
              metric={result.query.metric}
              kind={result.query.view}
              period={result.benchmark.period}
              bufferDays={result.query.buffer}
              field={fieldDifficultyLine(longitudinalDifficulty, result.benchmark.period)}
            />
          )}
          {longitudinalDifficulty && <LongitudinalDifficulty difficulty={longitudinalDifficulty} />}
          {result.query.view === "slices" && result.sliceRows && (
            <SliceView disclosure={result.release} rows={result.sliceRows} slices={result.benchmark.slices} />
          )}
          {result.query.view === "cost" && result.cost && (
            <CostView
              points={result.cost}
              metric={result.query.metric}
              disclosure={result.release}
              nByEntry={Object.fromEntries(result.rows.map((r) => [r.entryId, r.n]))}
              lowerIsBetter={result.lowerIsBetter}
            />
          )}
          {/* How to read the board, below it: the first screen is the table itself. */}
          <BoardSummary result={result} />
          {!result.release.exact && (
            <p className="text-sm" data-testid="disclosure-note">
              <TextLink href="/security">How hidden labels stay hidden</TextLink>
            </p>
          )}
          <ExportLinks slug={slug} query={result.query} display={display} />
        </>
      )}
    </div>
  );
}
