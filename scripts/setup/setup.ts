// `npm run setup`: migrations and demo data, idempotent. Part of `npm start`.
import { ensureEnvFile } from "./ensure-env-file";

export async function setup(): Promise<void> {
  ensureEnvFile();
  const { env } = await import("@/lib/env");
  const { applyMigrations } = await import("../db/apply-migrations");
  const applied = await applyMigrations(env.DATABASE_URL);
  console.log(
    applied.length
      ? `[setup] applied migrations: ${applied.join(", ")}`
      : "[setup] database schema is up to date",
  );
  const { backfillScoreDisclosures } = await import("@/lib/server/disclosure/backfill-score-disclosures");
  const decided = await backfillScoreDisclosures();
  if (decided > 0)
    console.log(`[setup] ran the Ladder over ${decided} hidden-split scores stored before it existed`);
  const { recordCompositionRule } = await import("@/lib/server/disclosure/record-composition-rule");
  const noted = await recordCompositionRule();
  if (noted > 0)
    console.log(
      `[setup] noted in the audit log that ${noted} benchmarks' public hidden-split numbers now follow the composition rule`,
    );
  const { seedDemoAccounts } = await import("./seed-accounts");
  const created = await seedDemoAccounts();
  for (const a of created) console.log(`[setup] created demo ${a.role}: ${a.email} / ${a.password}`);
  const { seedBenchmarks } = await import("./seed-benchmarks");
  for (const line of await seedBenchmarks()) console.log(`[setup] benchmark ${line}`);
  const { queueStaleRescoring } = await import("@/lib/server/submissions/queue-stale-rescoring");
  const rescoring = await queueStaleRescoring();
  if (rescoring > 0)
    console.log(`[setup] queued ${rescoring} submissions for re-scoring by the new scorer version`);
  if (env.DEMO_SUBMISSIONS) {
    const { seedDemoSubmissions } = await import("./seed-demo-submissions");
    const queued = await seedDemoSubmissions();
    if (queued > 0)
      console.log(`[setup] queued ${queued} synthetic demo submissions; the worker scores them after start`);
    const { seedDemoContamination } = await import("./seed-demo-contamination");
    const uploads = await seedDemoContamination();
    if (uploads > 0)
      console.log(
        `[setup] queued ${uploads} uploads of the demo models' synthetic closed-book statements; the worker scores them after start`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  setup().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`[setup] failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
