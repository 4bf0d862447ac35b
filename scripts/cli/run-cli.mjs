// Starts a compiled CLI: `node scripts/cli/run-cli.mjs score -- <args>`. Rebuilds it first
// when it is missing or any of its source files changed since it was built (a few stat calls;
// a rebuild takes about a second), so the compiled file can never run stale code.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const name = process.argv[2];
if (!name || !/^[a-z-]+$/.test(name)) {
  process.stderr.write("usage: run-cli.mjs <name> [args]\n");
  process.exit(1);
}
const outfile = path.join(ROOT, "dist", "cli", `${name}.mjs`);
const inputsFile = path.join(ROOT, "dist", "cli", `${name}.inputs.json`);

function isFresh() {
  if (!existsSync(outfile) || !existsSync(inputsFile)) return false;
  const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
  return inputs.every(([file, mtime]) => {
    try {
      return statSync(path.join(ROOT, file)).mtimeMs === mtime;
    } catch {
      return false;
    }
  });
}

if (!isFresh()) {
  const { buildCli } = await import("./build-cli.mjs");
  await buildCli(name);
}
// The CLI reads its arguments from process.argv.slice(2), as when it is run directly.
process.argv.splice(2, 1);
await import(pathToFileURL(outfile).href);
