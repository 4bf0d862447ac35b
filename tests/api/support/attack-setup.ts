// Hidden-split benchmarks and a participant for the attack suite: seeded gold the test knows,
// imported straight into the server's database, and submissions made over HTTP as any
// participant would make them (token, upload, poll).
import { expect } from "vitest";
import { db } from "@/lib/db";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { SeededRng } from "@/scripts/demo-data/seeded-rng";
import { writeTestBundle } from "../../fixtures/bundles/write-test-bundle";
import { registerModel, uploadFile, type ModelCardFields } from "./benchmarks";
import { request } from "./http";
import { createTokenFor, createUser, verifyEmailOf } from "./users";

export const N = 300;
export const QUARTER = "2025Q2";
export const ids = Array.from({ length: N }, (_, i) => `c${String(i).padStart(3, "0")}`);
/** The public dev split of `importHiddenBenchmark(…, dev)`: N claims dated in 2025Q1. */
export const DEV_QUARTER = "2025Q1";
export const devIds = Array.from({ length: N }, (_, i) => `d${String(i).padStart(3, "0")}`);

/** What GET /api/v1/submissions/{id} shows its owner. */
export type View = {
  status: string;
  error: string | null;
  release: {
    status: "released" | "held" | "withheld";
    value: number | null;
    best: number | null;
    step: number;
  } | null;
  score: {
    n: number;
    metrics: Record<string, number>;
    slices?: Record<string, Record<string, { accuracy: number; macro_f1: number }>>;
  } | null;
};

type Kind =
  | {
      track: "integrity";
      /** Declared claim properties and each claim's gold for them (VeriTaS property scores). */
      properties?: { names: string[]; gold: (i: number) => Record<string, number> };
    }
  | { track: "verdict"; labels: string[]; slices?: number[] };

/**
 * Imports a benchmark whose hidden test split QUARTER holds N claims with `gold`, quota
 * `quota`; with `devGold`, also a public dev split DEV_QUARTER of N claims (`devIds`).
 */
export async function importHiddenBenchmark(
  slug: string,
  kind: Kind,
  gold: (i: number) => string | number,
  quota: number,
  devGold?: (i: number) => string | number,
): Promise<void> {
  const parts = [{ ids, gold, month: 4 }, ...(devGold ? [{ ids: devIds, gold: devGold, month: 1 }] : [])];
  const claims = parts.flatMap((p) =>
    p.ids.map((id, i) => ({
      claim_id: id,
      text: `Claim ${id}`,
      claim_date: `2025-0${p.month + (i % 3)}-${String(1 + (i % 28)).padStart(2, "0")}`,
    })),
  );
  const labels = parts.flatMap((p) => p.ids.map((id, i) => labelRow(kind, id, i, p.gold(i))));
  const meta =
    kind.track === "integrity"
      ? kind.properties
        ? { properties: kind.properties.names.map((name) => ({ name, kind: "claim" })) }
        : {}
      : {
          labels: kind.labels,
          ...(kind.slices ? { slices: kind.slices, modes: ["classification", "inference"] } : {}),
        };
  const dir = await writeTestBundle({
    "benchmark.json": {
      slug,
      title: `Attack ${slug}`,
      track: kind.track,
      ...meta,
      description: "Attack suite.",
      license: "CC0",
      citation: "none",
    },
    "claims.jsonl": claims,
    "labels.jsonl": labels,
    "splits.json": { dev: devGold ? [DEV_QUARTER] : [], test: [QUARTER] },
  });
  await importBundleFromPath({ id: null, role: "admin" }, dir, { publish: true });
  await db.benchmark.update({ where: { slug }, data: { dailyQuota: quota } });
}

/** The labels.jsonl row of the i-th claim of a part, `id`, with gold `g`. */
function labelRow(kind: Kind, id: string, i: number, g: string | number): object {
  if (typeof g === "number")
    return kind.track === "integrity" && kind.properties
      ? { claim_id: id, integrity: g, properties: kind.properties.gold(i) }
      : { claim_id: id, integrity: g };
  if (kind.track === "verdict" && kind.slices)
    return {
      claim_id: id,
      label: g,
      labels_by_slice: Object.fromEntries(kind.slices.map((s) => [String(s), g])),
    };
  return { claim_id: id, label: g };
}

/** A participant: one account with a write token; `model(card?)` registers another model of theirs. */
export async function participant(label: string) {
  const user = await createUser("researcher", label);
  await verifyEmailOf(user); // hidden splits need a confirmed address
  const token = (await createTokenFor(user, ["read", "write"])).secret;
  let count = 0;
  return {
    user,
    token,
    model: (card: ModelCardFields = {}) => registerModel(token, `${label}-${Date.now()}-${count++}`, card),
  };
}

/**
 * Uploads each file (JSONL rows) publicly, in order, under the given models (to QUARTER
 * unless a file names its `split`), then waits until
 * every one is scored; returns what the owner sees of each. The worker scores them in the
 * order they arrived, so the Ladder decides them in that order too.
 */
export async function submitAll(
  slug: string,
  p: { token: string },
  files: { modelId: string; lines: object[]; split?: string }[],
): Promise<View[]> {
  const created: string[] = [];
  for (const f of files) {
    const res = await uploadFile("/api/v1/submissions", {
      token: p.token,
      fields: {
        benchmark: slug,
        split: f.split ?? QUARTER,
        modelId: f.modelId,
        regime: "closed_book",
        isPublic: "true",
      },
      file: { name: "p.jsonl", text: f.lines.map((l) => JSON.stringify(l)).join("\n") + "\n" },
    });
    const body = (await res.json()) as { id?: string };
    expect(res.status, JSON.stringify(body)).toBe(201);
    created.push(String(body.id));
  }
  const deadline = Date.now() + 120_000;
  const views: View[] = [];
  for (const id of created) {
    for (;;) {
      const view = (await (await request(`/api/v1/submissions/${id}`, { token: p.token })).json()) as View;
      if (view.status === "scored") {
        views.push(view);
        break;
      }
      expect(view.status, view.error ?? "").not.toBe("failed");
      if (Date.now() > deadline) throw new Error(`submission ${id} not scored in time`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return views;
}

export const rng = (seed: number) => new SeededRng(seed);

/** Two participants, `<label>-a` and `<label>-b`, each with a model (`ma`, `mb`). */
export async function twoParticipants(label: string) {
  const [a, b] = [await participant(`${label}-a`), await participant(`${label}-b`)];
  return { a, b, ma: await a.model(), mb: await b.model() };
}
