// `livecheck validate`: the server's checks offline, by the scorer the server itself runs
// (dist/cli/score.mjs, built by `npm install`; see clients/python/README.md "Validation offline").
// A dev split's downloaded claims and labels are scored as the server would; otherwise the
// release's claims are checked without labels (`--check`, as for a hidden split).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LiveCheckError } from "./errors";

const SCORER = path.resolve(import.meta.dirname, "..", "..", "..", "dist", "cli", "score.mjs");
const DEV_FILES = {
  "benchmark.json": "benchmark.json",
  "claims.jsonl": "dev_claims.jsonl",
  "labels.jsonl": "dev_labels.jsonl",
};
const CLAIM_FILES = { "benchmark.json": "benchmark.json", "claims.jsonl": "claims.jsonl" };

export async function validateFile(
  dir: string,
  file: string,
  missingAsWrong: boolean,
  split?: string,
): Promise<Record<string, unknown>> {
  const scorer = process.env.LIVECHECK_SCORER || SCORER;
  if (!existsSync(scorer))
    throw new LiveCheckError(`validate needs the scorer ${scorer}: run npm install in the clone`);
  const has = (files: Record<string, string>) =>
    Object.values(files).every((f) => existsSync(path.join(dir, f)));
  const attempts = (
    [
      [DEV_FILES, []],
      [CLAIM_FILES, ["--check"]],
    ] as const
  ).filter(([files]) => has(files));
  if (attempts.length === 0)
    throw new LiveCheckError(
      `${dir} holds no downloaded claims: run \`livecheck download SLUG [--split SPLIT] --dir ${dir}\` first`,
    );
  for (const [i, [files, extra]] of attempts.entries()) {
    const bundle = mkdtempSync(path.join(tmpdir(), "livecheck-validate-"));
    try {
      for (const [name, src] of Object.entries(files))
        symlinkSync(path.resolve(dir, src), path.join(bundle, name));
      const args = [
        scorer,
        "--bundle",
        bundle,
        "--pred",
        file,
        ...extra,
        ...(split ? ["--split", split] : []),
        ...(missingAsWrong ? ["--missing-as-wrong"] : []),
      ];
      const run = spawnSync(process.execPath, args, { encoding: "utf8" });
      if (run.status === 0) return JSON.parse(run.stdout) as Record<string, unknown>;
      const lines = run.stderr.split("\n").filter((l) => l.trim());
      // A split that is not among the dev files: try the release's claims next.
      if (i + 1 < attempts.length && split && lines.some((l) => l.includes("no claim of split"))) continue;
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
  throw new LiveCheckError("unreachable");
}
