// The board JSON every default board answers, for a visitor, a participant and a maintainer,
// written to one file: a refactor that must change no computed value is checked by comparing
// this file before and after, byte for byte, on the same stored database.
//   tsx --conditions=react-server scripts/check/board-json.ts seed <db file>
//   tsx --conditions=react-server scripts/check/board-json.ts dump <db file> <out.json>
//   tsx --conditions=react-server scripts/check/board-json.ts count <db file>
// `seed` writes the stored database once (the leaderboard bench seed: a hidden-split board, a
// dev/test board with an embargo and properties, a monthly board; and the two demo
// benchmarks with their demo submissions, scored). `dump` copies it first, empties the board
// snapshots and computes every board afresh, so the stored file is never changed.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { resetDatabase } from "../../tests/support/databases";

const MAINTAINER_EMAIL = "board-json-maintainer@example.org";
const QUERIES: Record<string, string>[] = [
  {},
  { view: "cutoff" },
  { view: "longitudinal" },
  { view: "slices" },
  { view: "cost" },
  { regime: "closed_book" },
  { buffer: "30" },
];

const MODEL = (name: string, i: number) => ({
  name,
  cutoff: `${2024 + Math.floor(i / 2)}-${i % 2 === 0 ? "03" : "09"}-30`,
  preNoise: 0.1 + 0.05 * i,
  postNoise: 0.4 + 0.03 * i,
  ...(i % 2 === 0 ? { costPerRun: 1 + i } : {}),
});

async function seed(file: string): Promise<void> {
  const url = `file:${file}`;
  process.env.DATABASE_URL = url;
  process.env.STORAGE_DIR ??= path.join(path.dirname(file), "files");
  process.env.DEMO_SUBMISSIONS = "true";
  await resetDatabase(url);
  const { seedLeaderboard } = await import("../bench/leaderboard-seed");
  const quarters = ["2024Q1", "2024Q2", "2024Q3", "2024Q4", "2025Q1", "2025Q2"];
  const models = [0, 1, 2].map((i) => MODEL(`m${i}`, i));
  await seedLeaderboard({ slug: "check-hidden", quarters, claimsPerSplit: 80, models });
  await seedLeaderboard({
    slug: "check-dev",
    quarters,
    claimsPerSplit: 60,
    models,
    devQuarters: quarters.slice(0, 3),
    embargo: { split: "2025Q2", until: "2099-01-01" },
    properties: true,
  });
  await seedLeaderboard({
    slug: "check-month",
    period: "month",
    quarters: ["2024-09", "2024-10", "2024-11", "2024-12", "2025-01"],
    claimsPerSplit: 40,
    models,
    properties: true,
  });
  const { seedDemoAccounts } = await import("../setup/seed-accounts");
  await seedDemoAccounts();
  const { seedBenchmarks } = await import("../setup/seed-benchmarks");
  await seedBenchmarks();
  const { seedDemoSubmissions } = await import("../setup/seed-demo-submissions");
  await seedDemoSubmissions();
  const { runQueuedJobs } = await import("../../tests/support/scoring-jobs");
  await runQueuedJobs();
  const { db } = await import("@/lib/db");
  const maintainer = await db.user.create({
    data: { email: MAINTAINER_EMAIL, name: "Board JSON maintainer", role: "maintainer" },
  });
  for (const b of await db.benchmark.findMany({ select: { id: true } }))
    await db.benchmarkMaintainer.create({ data: { userId: maintainer.id, benchmarkId: b.id } });
}

/** A fresh copy of the stored database (and its write-ahead log) as DATABASE_URL. */
function openCopyOf(file: string): void {
  const work = path.join(path.dirname(file), "dump", path.basename(file));
  mkdirSync(path.dirname(work), { recursive: true });
  // SQLite in WAL mode: the stored database is the file and its write-ahead log together.
  for (const suffix of ["", "-wal", "-shm"]) {
    rmSync(work + suffix, { force: true });
    if (existsSync(file + suffix)) copyFileSync(file + suffix, work + suffix);
  }
  process.env.DATABASE_URL = `file:${work}`;
  process.env.STORAGE_DIR ??= path.join(path.dirname(file), "files");
}

async function dump(file: string, out: string): Promise<void> {
  openCopyOf(file);
  const { db } = await import("@/lib/db");
  const { getLeaderboard } = await import("@/lib/server/leaderboards/get-leaderboard");
  const { compareModels } = await import("@/lib/server/leaderboards/compare-models");
  const { getModelContamination } = await import("@/lib/server/contamination/get-model-contamination");
  await db.boardSnapshot.deleteMany({});
  const maintainer = await db.user.findUniqueOrThrow({ where: { email: MAINTAINER_EMAIL } });
  const benchmarks = await db.benchmark.findMany({
    select: { id: true, slug: true },
    orderBy: { slug: "asc" },
  });
  const answers: Record<string, unknown> = {};
  const settle = async (key: string, run: () => Promise<unknown>) => {
    try {
      answers[key] = await run();
    } catch (err) {
      const e = err as { code?: string; message?: string; fields?: unknown };
      answers[key] = { error: e.code ?? "thrown", message: e.message, fields: e.fields };
    }
  };
  for (const b of benchmarks) {
    const models = await db.modelEntry.findMany({
      where: { submissions: { some: { benchmarkId: b.id } } },
      select: { id: true, ownerId: true },
      orderBy: { name: "asc" },
    });
    const participant = models[0] ? { id: models[0].ownerId, role: "researcher" } : null;
    const viewers = {
      visitor: null,
      ...(participant ? { participant } : {}),
      maintainer: { id: maintainer.id, role: "maintainer" },
    };
    for (const [who, viewer] of Object.entries(viewers)) {
      for (const q of QUERIES)
        await settle(`${b.slug} ${who} board ${new URLSearchParams(q)}`, () =>
          getLeaderboard(viewer, b.slug, q),
        );
      if (models.length >= 2)
        await settle(`${b.slug} ${who} compare`, () =>
          compareModels(viewer, { benchmark: b.slug, a: models[0]!.id, b: models[1]!.id }),
        );
      if (models[0])
        await settle(`${b.slug} ${who} contamination`, () =>
          getModelContamination(viewer, b.slug, models[0]!.id),
        );
    }
  }
  writeFileSync(out, JSON.stringify(answers, null, 1) + "\n");
  console.log(`${Object.keys(answers).length} answers written to ${out}`);
}

/**
 * The SQL statements one board request runs (cold: nothing cached), per table it reads, for
 * a visitor and a maintainer: how often the benchmark and the viewer's standing are asked.
 */
async function count(file: string): Promise<void> {
  openCopyOf(file);
  const statements: string[] = [];
  const Database = (await import("better-sqlite3")).default;
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (this: InstanceType<typeof Database>, sql: string) {
    statements.push(sql);
    return prepare.call(this, sql);
  } as typeof prepare;
  const { db } = await import("@/lib/db");
  const { getLeaderboard } = await import("@/lib/server/leaderboards/get-leaderboard");
  await db.boardSnapshot.deleteMany({});
  const maintainer = await db.user.findUniqueOrThrow({ where: { email: MAINTAINER_EMAIL } });
  for (const [who, viewer] of [
    ["visitor", null],
    ["maintainer", { id: maintainer.id, role: "maintainer" }],
  ] as const) {
    statements.length = 0;
    await getLeaderboard(viewer, "check-dev", {});
    const tables: Record<string, number> = {};
    for (const sql of statements) {
      const table = /\bFROM\s+[`"]?(?:main[`"]?\.[`"]?)?(\w+)/i.exec(sql)?.[1] ?? sql.split(" ")[0]!;
      tables[table] = (tables[table] ?? 0) + 1;
    }
    console.log(JSON.stringify({ viewer: who, statements: statements.length, tables }));
  }
}

const [mode, file, out] = process.argv.slice(2);
const modes = { seed, dump, count } as const;
if (!file || !(mode && mode in modes) || (mode === "dump" && !out))
  throw new Error("usage: board-json.ts seed <db file> | dump <db file> <out.json> | count <db file>");
modes[mode as keyof typeof modes](path.resolve(file), path.resolve(out ?? ".")).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
