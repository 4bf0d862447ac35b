// `livecheck validate`: the server's checks offline, by the scorer the server itself runs
// (dist/cli/score.mjs, built by `npm install`; see clients/python/README.md "Validation offline").
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LiveCheckError } from "./errors";

const SCORER = path.resolve(import.meta.dirname, "..", "..", "..", "dist", "cli", "score.mjs");
const FILES = {
  "benchmark.json": "benchmark.json",
  "claims.jsonl": "dev_claims.jsonl",
  "labels.jsonl": "dev_labels.jsonl",
};

export async function validateFile(
  dir: string,
  file: string,
  missingAsWrong: boolean,
): Promise<Record<string, unknown>> {
  const scorer = process.env.LIVECHECK_SCORER || SCORER;
  if (!existsSync(scorer))
    throw new LiveCheckError(`validate needs the scorer ${scorer}: run npm install in the clone`);
  const missing = Object.values(FILES).filter((f) => !existsSync(path.join(dir, f)));
  if (missing.length)
    throw new LiveCheckError(
      `${dir} lacks ${missing.join(", ")}: run \`livecheck download SLUG --split <dev split> --dir ${dir}\` first (offline checks need a dev split's labels; hidden splits are checked by \`submit\`)`,
    );
  const bundle = mkdtempSync(path.join(tmpdir(), "livecheck-validate-"));
  try {
    for (const [name, src] of Object.entries(FILES))
      symlinkSync(path.resolve(dir, src), path.join(bundle, name));
    const run = spawnSync(
      process.execPath,
      [scorer, "--bundle", bundle, "--pred", file, ...(missingAsWrong ? ["--missing-as-wrong"] : [])],
      { encoding: "utf8" },
    );
    if (run.status === 0) return JSON.parse(run.stdout) as Record<string, unknown>;
    const lines = run.stderr.split("\n").filter((l) => l.trim());
    if (run.status === 2 && lines.length)
      throw new LiveCheckError(
        lines[0]!,
        1,
        null,
        null,
        lines.slice(1).map((message) => ({ message })),
      );
    throw new LiveCheckError(`The scorer failed: ${lines[0] ?? "no message"}`);
  } finally {
    rmSync(bundle, { recursive: true, force: true });
  }
}
