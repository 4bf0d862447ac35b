// Parsed-only metrics (RW-Post) on a hidden verdict split: no exact value reaches a
// non-maintainer. They rest on the claims whose prediction parsed, a set the submitter
// picks, so one participant answers in the format on 60 claims (disclosed on a coarser step)
// and another on 23 (withheld: under 30 parsed claims). Every board view ranked on each
// parsed-only metric, its API and CSV, the model and compare pages and the owner's pages
// are scanned for the exact values, as canary-scores.test.ts does for the integrity track.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { buildInstanceRecords } from "@/lib/scoring/build-records";
import { scoreRecords } from "@/lib/scoring/score-records";
import { headlineValues } from "@/lib/scoring/summarize";
import { SeededRng } from "@/scripts/demo-data/seeded-rng";
import { ids, importHiddenBenchmark, submitAll, twoParticipants } from "./support/attack-setup";
import { BASE_URL, signIn, type CookieJar } from "./support/http";
import { ExactValues, loadHiddenSplit, printsOf } from "./support/canary-scan";

const slug = `canary-parsed-${Date.now()}`;
const LABELS = ["True", "False", "Unproven"];
const r = new SeededRng(16);
const gold = ids.map(() => LABELS[Math.floor(r.float() * 3)]!);
/** `parsed` claims answered in the format (right on about 70%), the rest outside it. */
const answers = (parsed: number) =>
  ids.map((id, i) =>
    i < parsed
      ? { claim_id: id, label: r.float() < 0.7 ? gold[i]! : LABELS[Math.floor(r.float() * 3)]! }
      : { claim_id: id, raw_output: "I cannot say." },
  );
const files = [answers(60), answers(23)];

describe("no exact parsed-only value on a hidden verdict split", () => {
  const exact = new ExactValues(printsOf);
  let paths: string[];
  let owner: { jar: CookieJar; paths: string[] };

  beforeAll(async () => {
    await importHiddenBenchmark(slug, { track: "verdict", labels: LABELS }, (i) => gold[i]!, 5);
    const { a, b, ma, mb } = await twoParticipants("parsed");
    const [va] = await submitAll(slug, a, [{ modelId: ma, lines: files[0]! }]);
    const [vb] = await submitAll(slug, b, [{ modelId: mb, lines: files[1]! }]);
    expect([va!.release?.status, vb!.release?.status]).toEqual(["released", "released"]);
    const benchmark = await loadHiddenSplit(slug);
    for (const lines of files) {
      const rows = lines.map((l, i) => ({
        line: i + 1,
        claimId: l.claim_id,
        variant: "original" as const,
        citations: [],
        ...("label" in l ? { label: l.label } : { rawOutput: l.raw_output }),
      }));
      const full = scoreRecords(benchmark, buildInstanceRecords(benchmark, rows, { file: "p.jsonl" }), {
        bootstrap: { b: 1000, seed: 0 },
      });
      // fsr is gold-free and shown exactly; everything else derives from gold.
      for (const [k, v] of Object.entries(headlineValues(full))) if (k !== "fsr") exact.add(v);
      for (const [k, iv] of Object.entries(full.ci?.intervals ?? {})) if (k !== "fsr") iv.forEach(exact.add);
    }
    const lb = `/leaderboards/${slug}`;
    const api = `/api/v1/leaderboards/${slug}`;
    const views = ["", "&view=cutoff", "&view=longitudinal", "&view=cost"];
    const metrics = ["accuracy_parsed", "macro_f1_parsed", "weighted_f1_parsed"];
    paths = [
      lb,
      api,
      ...metrics.flatMap((m) =>
        views.flatMap((v) => [
          `${lb}?metric=${m}${v}`,
          `${api}?metric=${m}${v}`,
          `${api}?metric=${m}${v}&format=csv`,
        ]),
      ),
      `${lb}/models/${ma}`,
      `${lb}/models/${mb}`,
      ...metrics.map((m) => `/compare?benchmark=${slug}&a=${ma}&b=${mb}&metric=${m}`),
    ];
    const subs = await db.submission.findMany({
      where: { userId: { in: [a.user.id, b.user.id] } },
      select: { id: true, userId: true },
    });
    const ownA = subs.filter((s) => s.userId === a.user.id).map((s) => s.id);
    owner = {
      jar: await signIn(a.user.email, a.user.password),
      paths: [
        ...ownA.flatMap((id) => [`/submissions/${id}`, `/api/v1/submissions/${id}`]),
        "/submissions",
        `/models/${ma}`,
      ],
    };
    // The second participant sees their own withheld parsed-only numbers as null.
    expect(vb!.score?.metrics["accuracy_parsed"] ?? null).toBeNull();
    expect(va!.score?.metrics["accuracy_parsed"]).toBeTypeOf("number");
  }, 180_000);

  const scan = (list: string[], jar?: CookieJar) => exact.scan(list, jar);

  it("ranks on a parsed-only metric with disclosed values (so the scan looks at real numbers)", async () => {
    expect(exact.patterns.size).toBeGreaterThan(20);
    const board = (await (
      await fetch(`${BASE_URL}/api/v1/leaderboards/${slug}?metric=accuracy_parsed`)
    ).json()) as {
      query: { metric: string };
      rows: { model: string; metrics: Record<string, { value: number | null }> }[];
    };
    expect(board.query.metric).toBe("accuracy_parsed");
    const values = board.rows
      .filter((row) => row.model.startsWith("parsed-"))
      .map((row) => row.metrics["accuracy_parsed"]?.value ?? null);
    // 60 parsed claims: disclosed (a multiple of 0.05); 23: withheld.
    expect(
      values.filter((v) => v !== null).map((v) => Math.abs(v! / 0.05 - Math.round(v! / 0.05)) < 1e-9),
    ).toEqual([true]);
    expect(values.filter((v) => v === null)).toHaveLength(1);
  });

  it("as a visitor and as the owner", async () => {
    expect(await scan(paths)).toBeGreaterThan(60);
    await scan([...paths.slice(0, 6), ...owner.paths], owner.jar);
  }, 300_000);
});
