// Generated data for `npm run bench:score`: a one-quarter bundle and a matching prediction file.
import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { once } from "node:events";
import path from "node:path";
import { SeededRng } from "../demo-data/seeded-rng";

const LABELS = ["Real", "Fake", "Ambiguous"];
const SLICES = [-3, 0, 3];

async function writeLines(file: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line + "\n")) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

/** Writes the bundle folder `<dir>/<name>`: its benchmark.json and claims and labels as JSONL. */
async function writeBundle(
  dir: string,
  name: string,
  card: object,
  files: { claims: string[]; labels: string[] },
): Promise<string> {
  const bundle = path.join(dir, name);
  await mkdir(bundle, { recursive: true });
  await writeFile(path.join(bundle, "benchmark.json"), JSON.stringify(card));
  await writeLines(path.join(bundle, "claims.jsonl"), files.claims);
  await writeLines(path.join(bundle, "labels.jsonl"), files.labels);
  return bundle;
}

/** A verdict bundle of `n` claims in 2025Q4 with slices and shifted copies, and its predictions (3 slices × 2 variants per claim). */
export async function writeVerdictCase(
  dir: string,
  n: number,
): Promise<{ bundle: string; predictions: string }> {
  const rng = new SeededRng(11);
  const id = (i: number) => `v${String(i).padStart(6, "0")}`;
  const gold = Array.from({ length: n }, () => rng.pick(LABELS));
  const card = {
    slug: `bench-verdict-${n}`,
    title: "Bench verdict",
    track: "verdict",
    labels: LABELS,
    slices: SLICES,
    modes: ["classification", "inference"],
    description: "Generated.",
    license: "CC0",
    citation: "none",
  };
  const bundle = await writeBundle(dir, "verdict", card, {
    claims: gold.map((_, i) =>
      JSON.stringify({
        claim_id: id(i),
        text: `Claim ${i}`,
        claim_date: `2025-${String(10 + (i % 3)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
        shifted: { text: `Shifted claim ${i}` },
      }),
    ),
    labels: gold.map((g, i) =>
      JSON.stringify({
        claim_id: id(i),
        label: g,
        labels_by_slice: { "-3": rng.chance(0.3) ? "Ambiguous" : g, "0": g, "3": g },
      }),
    ),
  });
  const predictions = path.join(dir, "verdict-pred.jsonl");
  const rows: string[] = [];
  gold.forEach((g, i) => {
    for (const slice of SLICES) {
      for (const variant of ["original", "shifted"])
        rows.push(
          JSON.stringify({ claim_id: id(i), slice, variant, label: rng.chance(0.6) ? g : rng.pick(LABELS) }),
        );
    }
  });
  await writeLines(predictions, rows);
  return { bundle, predictions };
}

/** An integrity bundle of `n` claims in 2025Q1 and a prediction per claim. */
export async function writeIntegrityCase(
  dir: string,
  n: number,
): Promise<{ bundle: string; predictions: string }> {
  const rng = new SeededRng(12);
  const id = (i: number) => `g${String(i).padStart(6, "0")}`;
  const gold = Array.from({ length: n }, () => Math.round((rng.float() * 2 - 1) * 100) / 100);
  const card = {
    slug: `bench-integrity-${n}`,
    title: "Bench integrity",
    track: "integrity",
    description: "Generated.",
    license: "CC0",
    citation: "none",
  };
  const bundle = await writeBundle(dir, "integrity", card, {
    claims: gold.map((_, i) =>
      JSON.stringify({
        claim_id: id(i),
        text: `Claim ${i}`,
        claim_date: `2025-0${1 + (i % 3)}-15`,
        language: i % 4 ? "en" : "de",
        ...(i % 5 === 0 ? { media: ["image"] } : {}),
      }),
    ),
    labels: gold.map((g, i) => JSON.stringify({ claim_id: id(i), integrity: g })),
  });
  const predictions = path.join(dir, "integrity-pred.jsonl");
  await writeLines(
    predictions,
    gold.map((g, i) =>
      JSON.stringify({
        claim_id: id(i),
        score: Math.max(-1, Math.min(1, Math.round((g + (rng.float() - 0.5)) * 100) / 100)),
      }),
    ),
  );
  return { bundle, predictions };
}
