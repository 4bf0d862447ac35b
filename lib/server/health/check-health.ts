import "server-only";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import packageJson from "@/package.json";

type Health = {
  status: "ok" | "degraded";
  version: string;
  database: { engine: "sqlite" | "postgresql"; reachable: boolean; error?: string };
};

/** Whether the database answers, and which version of the app is running. */
export async function checkHealth(): Promise<Health> {
  const engine = isPostgres ? "postgresql" : "sqlite";
  try {
    await db.$queryRawUnsafe("SELECT 1");
    return { status: "ok", version: packageJson.version, database: { engine, reachable: true } };
  } catch {
    return {
      status: "degraded",
      version: packageJson.version,
      database: { engine, reachable: false, error: "database did not answer" },
    };
  }
}
