// Compiles the scorer CLI (scripts/score.ts) to plain JavaScript in dist/cli/, so it starts
// without transpiling TypeScript. Dependencies stay in node_modules; the list of source
// files that went in is kept beside the output, so run-cli.mjs can tell when it is stale.
import { mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const OUT_DIR = path.join(ROOT, "dist", "cli");

/** Builds `scripts/<name>.ts` into `dist/cli/<name>.mjs` and records its inputs with their mtimes. */
export async function buildCli(name) {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = path.join(OUT_DIR, `${name}.mjs`);
  const result = await build({
    entryPoints: [path.join(ROOT, "scripts", `${name}.ts`)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    metafile: true,
    write: false,
    logLevel: "error",
    banner: { js: "// Built from scripts/" + name + ".ts by scripts/cli/build-cli.mjs; do not edit." },
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => [
    file,
    statSync(path.join(ROOT, file)).mtimeMs,
  ]);
  // Written beside and renamed into place: a CLI started during a rebuild never reads half a file.
  const write = (file, text) => {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  };
  write(outfile, result.outputFiles[0].text);
  write(path.join(OUT_DIR, `${name}.inputs.json`), JSON.stringify(inputs));
  return outfile;
}

if (process.argv[1] === import.meta.filename) {
  for (const name of process.argv.slice(2)) console.log(`built ${path.relative(ROOT, await buildCli(name))}`);
}
