// Runs one test suite as a child process. Suites that run side by side write to their own log
// file, printed whole when the suite ends, so their output never interleaves.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";

export type StepResult = { step: string; ok: boolean | "skipped"; seconds?: number; log?: string };

export function runStep(
  step: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  quiet = false,
): Promise<StepResult> {
  const started = Date.now();
  let log: string | null = null;
  let fd: number | null = null;
  if (quiet) {
    mkdirSync("data/test/logs", { recursive: true });
    log = `data/test/logs/${step.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.log`;
    fd = openSync(log, "w");
  } else console.log(`\n=== ${step} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: fd === null ? "inherit" : ["ignore", fd, fd],
      env: { ...process.env, ...env },
    });
    const finish = (ok: boolean) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (fd !== null && log !== null) {
        closeSync(fd);
        console.log(`\n=== ${step} (${seconds} s) ===\n${readFileSync(log, "utf8")}`);
      }
      resolve({ step, ok, seconds, ...(log ? { log } : {}) });
    };
    child.once("error", (err) => {
      console.error(`${step}: ${err.message}`);
      finish(false);
    });
    child.once("exit", (code) => finish(code === 0));
  });
}
