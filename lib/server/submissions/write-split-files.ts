import "server-only";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import type { PredictionFormat } from "@/lib/scoring/parse-predictions";
import type { CheckedSplit } from "./read-prediction-file";

export type SplitFile = { split: string; path: string; bytes: number; sha256: string };

type Out = { stream: WriteStream; hash: ReturnType<typeof createHash>; bytes: number; path: string };

/**
 * Writes one file per split out of a checked file covering several, copying each record's
 * own text (never re-encoding it): a record is the lines after the previous record's end up
 * to its own end (`lines` are record ends, so a CSV value spanning lines stays whole; blank
 * lines travel with the next record). A CSV header (up to the first non-blank line) starts
 * every file. Lines end in "\n".
 */
export async function writeSplitFiles(
  source: string,
  format: PredictionFormat,
  splits: CheckedSplit[],
  dir: string,
  baseName: string,
): Promise<SplitFile[]> {
  const owner = new Map<number, string>();
  for (const split of splits) for (const line of split.lines) owner.set(line, split.name);
  const outs = new Map<string, Out>();
  for (const split of splits) {
    const file = path.join(dir, `${baseName}.${split.name}.${format}`);
    outs.set(split.name, {
      stream: createWriteStream(file),
      hash: createHash("sha256"),
      bytes: 0,
      path: file,
    });
  }
  const write = async (out: Out, text: string) => {
    const data = Buffer.from(text, "utf8");
    out.hash.update(data);
    out.bytes += data.length;
    if (!out.stream.write(data)) await once(out.stream, "drain");
  };
  let pending: string[] = [];
  let number = 0;
  let inHeader = format === "csv";
  for await (const line of createInterface({
    input: createReadStream(source, { encoding: "utf8" }),
    crlfDelay: Infinity,
  })) {
    number += 1;
    pending.push(line);
    if (inHeader) {
      if (line.trim() === "") continue;
      for (const out of outs.values()) await write(out, `${pending.join("\n")}\n`);
      pending = [];
      inHeader = false;
      continue;
    }
    const split = owner.get(number);
    if (split === undefined) continue;
    const out = outs.get(split);
    if (out) await write(out, `${pending.join("\n")}\n`);
    pending = [];
  }
  const files: SplitFile[] = [];
  for (const [split, out] of outs) {
    out.stream.end();
    await once(out.stream, "finish");
    files.push({ split, path: out.path, bytes: out.bytes, sha256: out.hash.digest("hex") });
  }
  return files;
}
