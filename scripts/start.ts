// `npm start`: set up the database, build when the sources changed, serve on $PORT.
import { spawn } from "node:child_process";
import { setup } from "./setup/setup";
import { buildIfChanged } from "./setup/build-if-changed";
import { SERVE_ARGS } from "./serve-args";

async function main(): Promise<void> {
  await setup();
  buildIfChanged();
  const { env } = await import("@/lib/env");
  const url = env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`;
  console.log(`[start] serving on ${url}`);
  const child = spawn(process.execPath, SERVE_ARGS, {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXTAUTH_URL: url, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err: unknown) => {
  console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
