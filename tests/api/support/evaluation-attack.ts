// The attacker of the evaluation attack tests: a hidden verdict split whose gold the test
// knows, a model whose answers the attacker's fake endpoint gives (right on about 62% of the
// claims, the same every run), and runs and uploads on that split with a quota of 2.
import { expect } from "vitest";
import type { FakeOpenAi } from "../../support/fake-openai";
import { ids, importHiddenBenchmark, QUARTER, rng, type View } from "./attack-setup";
import { pollJson, uploadFile } from "./benchmarks";
import { setEndpoint, startRun } from "./evaluations";

const LABELS = ["Real", "Fake", "Ambiguous"];
const gold = ids.map((_, i) => LABELS[(i * 7 + (i >> 2)) % 3]!);
const r = rng(23);
/** The attacker's answer for each claim. */
export const answers = gold.map((g) => (r.float() < 0.62 ? g : LABELS[(LABELS.indexOf(g) + 1) % 3]!));
/** The claim a prompt is about (`Claim c012` → 12), or -1. */
export const claimOf = (prompt: string) => Number(/Claim c(\d{3})/.exec(prompt)?.[1] ?? "-1");

/** The hidden split QUARTER of `slug`: N claims with `gold`, daily quota 2. */
export const importAttackBenchmark = (slug: string) =>
  importHiddenBenchmark(slug, { track: "verdict", labels: LABELS }, (i) => gold[i]!, 2);

/** A model of `who` with an endpoint at `server`. */
export async function modelWithEndpoint(
  who: { token: string; model: () => Promise<string> },
  server: FakeOpenAi,
): Promise<string> {
  const id = await who.model();
  await setEndpoint(who.token, id, server);
  return id;
}

/** Starts a public run of `modelId` on the hidden split of `slug`. */
export const runOn = (slug: string) => (token: string, modelId: string) =>
  startRun(token, { benchmark: slug, split: QUARTER, modelId, isPublic: true });

/** Uploads the attacker's answers for `modelId` to the hidden split of `slug`. */
export const uploadTo = (slug: string) => (token: string, modelId: string) =>
  uploadFile("/api/v1/submissions", {
    token,
    fields: { benchmark: slug, split: QUARTER, modelId, regime: "closed_book", isPublic: "true" },
    file: {
      name: "p.jsonl",
      text: ids.map((id, i) => JSON.stringify({ claim_id: id, raw_output: `[[${answers[i]}]]` })).join("\n"),
    },
  });

/** A start refused because the quota of 2 is used up. */
export const refusedForQuota = {
  status: 429,
  body: {
    error: {
      code: "RATE_LIMITED",
      message: expect.stringContaining("You have used all 2 submissions for this hidden split today"),
    },
  },
};

/** GET /submissions/{id} once it is scored (or failed). */
export const scoredView = (token: string, id: string | null) =>
  pollJson<View>(`/api/v1/submissions/${id}`, token, (v) => v.status === "scored" || v.status === "failed");

/** Waits (up to 30 s) until `isDone()`. */
export async function until(isDone: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !isDone(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(isDone()).toBe(true);
}
