// Sealed splits (DOMAIN "Sealed splits") on a real database: sealing is for maintainers and
// test splits only, audited; while sealed, a split's claim texts, evidence, template and the
// release's claims file reach its maintainers and admins only (an approved access grant does
// not open them), uploads are refused and endpoint evaluations are taken; retiring it opens
// everything and cancels its evaluations still queued, telling their owners, nothing charged.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors/app-error";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { getClaim } from "@/lib/server/benchmarks/get-claim";
import { listClaims } from "@/lib/server/benchmarks/list-claims";
import { retireSplit } from "@/lib/server/disclosure/retire-split";
import { updateSplit } from "@/lib/server/splits/update-split";
import { getReleaseFileForDownload } from "@/lib/server/downloads/get-release-file-for-download";
import { getEvaluation } from "@/lib/server/evaluations/get-evaluation";
import { startEvaluation } from "@/lib/server/evaluations/start-evaluation";
import { createSubmission } from "@/lib/server/submissions/create-submission";
import { getPredictionTemplate } from "@/lib/server/submissions/get-prediction-template";
import { getQuotaStatus } from "@/lib/server/submissions/get-quota-status";
import type { Actor } from "@/lib/vocabulary";
import { newUser } from "../support/access-fixtures";
import {
  LABELS,
  newOwnerWithEndpoint,
  runEvaluationJobs,
  useEvaluationSetup,
} from "../support/evaluation-fixture";
import { uploadOf } from "../support/scoring-jobs";
import type { FakeOpenAi } from "../support/fake-openai";

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (isAppError(e) ? e.status : 500),
  );
const SEALED = "2025Q2";
const texts = async (viewer: Actor | null, slug: string) =>
  (await listClaims(viewer, slug, { pageSize: 100 })).items.map((c) => c.claimId).sort();
const predictions = (prefix: string) =>
  Array.from({ length: 6 }, (_, i) =>
    [-3, 0, 3].map((slice) => JSON.stringify({ claim_id: `${prefix}${i}`, slice, label: LABELS[0] })),
  )
    .flat()
    .join("\n") + "\n";

describe(`sealed splits on ${process.env.DATABASE_URL?.split(":")[0]}`, () => {
  const setup = useEvaluationSetup();
  let fake: FakeOpenAi;
  let slug: string;
  let benchmarkId: string;
  let maintainer: Actor;
  let admin: Actor;
  let researcher: Actor;
  let granted: Actor;
  beforeAll(async () => {
    fake = setup.fake();
    slug = setup.slug();
    const b = await db.benchmark.findUniqueOrThrow({ where: { slug }, select: { id: true } });
    benchmarkId = b.id;
    maintainer = await newUser("maintainer");
    admin = await newUser("admin");
    researcher = await newUser();
    granted = await newUser();
    await db.benchmarkMaintainer.create({ data: { benchmarkId, userId: maintainer.id } });
    await db.user.updateMany({
      where: { id: { in: [researcher.id, granted.id] } },
      data: { emailVerifiedAt: new Date() },
    });
    await db.accessRequest.create({
      data: { benchmarkId, userId: granted.id, status: "approved", answersJson: "{}" },
    });
  });

  it("lets maintainers seal a test split only, audited once per change", async () => {
    expect(await statusOf(updateSplit(researcher, slug, SEALED, { sealed: true }))).toBe(403);
    await expect(updateSplit(maintainer, slug, "2025Q1", { sealed: true })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("dev split"),
    });
    await expect(updateSplit(maintainer, slug, SEALED, {})).rejects.toMatchObject({ status: 400 });
    await expect(updateSplit(maintainer, slug, SEALED, { sealed: "yes" })).rejects.toMatchObject({
      status: 400,
      fields: { sealed: expect.any(String) },
    });
    expect(await updateSplit(maintainer, slug, SEALED, { sealed: true })).toMatchObject({
      name: SEALED,
      sealed: true,
      retiredAt: null,
    });
    await updateSplit(maintainer, slug, SEALED, { sealed: true });
    const events = await db.auditEvent.findMany({
      where: { action: "split.seal", actorId: maintainer.id },
      select: { detailJson: true },
    });
    expect(events.map((e) => JSON.parse(e.detailJson) as unknown)).toEqual([
      { benchmark: slug, split: SEALED },
    ]);
  });

  it("shows the sealed split's claims to maintainers and admins only, access grant or not", async () => {
    const all = [...["d0", "d1", "d2", "d3", "d4", "d5"], ...["t0", "t1", "t2", "t3", "t4", "t5"]];
    const dev = all.slice(0, 6);
    expect(await texts(maintainer, slug)).toEqual(all);
    expect(await texts(admin, slug)).toEqual(all);
    for (const viewer of [null, researcher, granted]) {
      expect(await texts(viewer, slug)).toEqual(dev);
      const page = await listClaims(viewer, slug, {});
      expect(page).toMatchObject({ total: 6, sealedSplits: [SEALED] });
      expect(page.quarters).toContain(SEALED);
      await expect(listClaims(viewer, slug, { quarter: SEALED })).rejects.toMatchObject({
        status: 403,
        message: expect.stringContaining("is sealed"),
      });
      await expect(listClaims(viewer, slug, { q: "t0" })).resolves.toMatchObject({ total: 0 });
      const claim = await getClaim(viewer, slug, "t0");
      expect(claim).toMatchObject({ canRead: false, sealed: true, text: null, evidence: [], context: null });
      expect((await getClaim(viewer, slug, "d0")).canRead).toBe(true);
      const overview = await getBenchmark(viewer, slug);
      expect(overview.splits.find((s) => s.name === SEALED)).toMatchObject({
        sealed: true,
        contentWithheld: true,
      });
      const files = overview.releases.flatMap((r) => r.files);
      expect(files.find((f) => f.name === "claims.jsonl")?.sealedSplits).toEqual([SEALED]);
      expect(files.find((f) => f.name === "dev_claims.jsonl")?.sealedSplits).toEqual([]);
      await expect(getReleaseFileForDownload(viewer, { slug, name: "claims.jsonl" })).rejects.toMatchObject({
        status: 403,
        message: expect.stringContaining(`sealed split ${SEALED}`),
      });
      await expect(
        getReleaseFileForDownload(viewer, { slug, name: "dev_claims.jsonl" }),
      ).resolves.toBeTruthy();
    }
    // On a gated benchmark the approved grant opens the dev split, never the sealed one.
    await db.benchmark.update({ where: { id: benchmarkId }, data: { accessMode: "manual" } });
    expect(await texts(granted, slug)).toHaveLength(6);
    expect((await getClaim(granted, slug, "t0")).sealed).toBe(true);
    expect(await statusOf(getReleaseFileForDownload(granted, { slug, name: "claims.jsonl" }))).toBe(403);
    expect(await statusOf(getReleaseFileForDownload(granted, { slug, name: "dev_claims.jsonl" }))).toBe(200);
    await db.benchmark.update({ where: { id: benchmarkId }, data: { accessMode: "open" } });
    for (const viewer of [researcher, granted])
      await expect(
        getPredictionTemplate(viewer, { slug, split: SEALED, format: "jsonl" }),
      ).rejects.toMatchObject({ status: 403, message: expect.stringContaining("is sealed") });
    expect((await getClaim(maintainer, slug, "t0")).text).toContain("t0");
    expect((await getBenchmark(maintainer, slug)).splits.find((s) => s.name === SEALED)).toMatchObject({
      sealed: true,
      contentWithheld: false,
    });
    await expect(getReleaseFileForDownload(maintainer, { slug, name: "claims.jsonl" })).resolves.toBeTruthy();
    await expect(getReleaseFileForDownload(admin, { slug, name: "claims.jsonl" })).resolves.toBeTruthy();
    await expect(
      getPredictionTemplate(maintainer, { slug, split: SEALED, format: "csv" }),
    ).resolves.toBeTruthy();
  });

  it("refuses uploads to a sealed split, naming the way in, and queues nothing", async () => {
    const { modelId } = await newOwnerWithEndpoint(fake, "sk-sealed-upload");
    const owner = await db.modelEntry.findUniqueOrThrow({
      where: { id: modelId },
      select: { ownerId: true },
    });
    const actor = { id: owner.ownerId, role: "researcher" as const };
    const meta = { benchmark: slug, modelId, regime: "evidence_bounded" };
    for (const [split, text, name] of [
      [SEALED, predictions("t"), "t.jsonl"],
      ["all", predictions("d") + predictions("t"), "both.jsonl"],
    ] as const) {
      await expect(
        createSubmission(actor, { ...meta, split }, await uploadOf({ text }, name)),
      ).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/is sealed: it takes no uploaded prediction files.*endpoint/),
      });
    }
    // No submission row, so no scoring job either (a job is written with its submission).
    expect(await db.submission.count({ where: { modelId } })).toBe(0);
  });

  it("takes evaluations; retiring cancels the queued ones, tells their owners, charges nothing, and opens everything", async () => {
    const { user, modelId } = await newOwnerWithEndpoint(fake, "sk-sealed-eval");
    const { id } = await startEvaluation(user, { benchmark: slug, split: SEALED, modelId });
    const before = await getQuotaStatus(user, benchmarkId, { name: SEALED });
    expect(before.used).toBe(1);
    const { retiredAt } = await retireSplit(maintainer, slug, SEALED);
    expect(await getEvaluation(user, id)).toMatchObject({ status: "cancelled", done: 0, costUsd: 0 });
    expect((await getQuotaStatus(user, benchmarkId, { name: SEALED })).used).toBe(0);
    const note = await db.notification.findFirstOrThrow({
      where: { userId: user.id },
      select: { message: true, link: true },
    });
    expect(note).toEqual({
      message: expect.stringContaining(
        "was cancelled before it started: the sealed split was retired. Nothing was charged.",
      ),
      link: `/evaluations/${id}`,
    });
    expect(
      await db.outboxEmail.count({ where: { subject: { contains: `${SEALED} was retired` } } }),
    ).toBeGreaterThan(0);
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { action: "split.retire", actorId: maintainer.id },
      select: { detailJson: true },
    });
    expect(JSON.parse(audit.detailJson)).toMatchObject({ sealed: true, cancelledEvaluations: [id] });
    // Its job is still queued and ends without sending a request.
    await runEvaluationJobs();
    expect(fake.requests).toHaveLength(0);
    expect(await db.job.count({ where: { status: "queued", payloadJson: { contains: id } } })).toBe(0);

    for (const viewer of [null, researcher, granted]) {
      expect(await texts(viewer, slug)).toHaveLength(12);
      expect((await listClaims(viewer, slug, {})).sealedSplits).toEqual([]);
      expect(await getClaim(viewer, slug, "t0")).toMatchObject({ canRead: true, sealed: false });
      await expect(getReleaseFileForDownload(viewer, { slug, name: "claims.jsonl" })).resolves.toBeTruthy();
      expect((await getBenchmark(viewer, slug)).splits.find((s) => s.name === SEALED)).toMatchObject({
        sealed: false,
        retiredAt,
      });
    }
    await expect(
      getPredictionTemplate(researcher, { slug, split: SEALED, format: "jsonl" }),
    ).resolves.toBeTruthy();
    await expect(updateSplit(maintainer, slug, SEALED, { sealed: true })).rejects.toMatchObject({
      status: 409,
    });
  });
});
