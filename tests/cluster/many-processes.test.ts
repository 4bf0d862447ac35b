// The many-machine shape on one machine: PostgreSQL, an S3-compatible store (a local
// S3-protocol server), two app servers on two ports and two `npm run worker` processes
// (plus each server's in-app worker), with clients alternating between the servers.
// Needs the built app (`npm test` builds it) and PostgreSQL at 127.0.0.1:5432.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { importBundleFromPath } from "@/lib/server/bundles/import-bundle-from-path";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import { writeVerdictCase } from "../../scripts/bench/score-data";
import { freePort, startServer, type Server } from "../../scripts/test/servers";
import { SESSION_COOKIE } from "../api/support/http";
import { newAccount, signInAt, submit } from "./cluster-accounts";
import { waitFor } from "../support/job-wait";
import { http } from "./cluster-http";

const CLAIMS = 8000;
const SIGNIN_MAX_ATTEMPTS = 4;
const LEASE_MS = 4000;

const servers: Server[] = [];
const workers: ChildProcess[] = [];
const randomSecret = randomBytes(32).toString("hex");
let slug = "";
let predictions = "";

/** Environment every process shares: one database, one bucket, one secret. */
function sharedEnv(): Record<string, string> {
  const keep = Object.entries(process.env).filter(
    ([k]) => k === "STORAGE_URL" || k.startsWith("S3_") || k.startsWith("AWS_"),
  );
  return {
    ...(Object.fromEntries(keep) as Record<string, string>),
    DATABASE_URL: env.DATABASE_URL,
    NEXTAUTH_SECRET: randomSecret,
    JOB_LEASE_MS: String(LEASE_MS),
    SIGNIN_MAX_ATTEMPTS: String(SIGNIN_MAX_ATTEMPTS),
    PAGE_CACHE_MS: "0",
    DEMO_SUBMISSIONS: "false",
  };
}

function startWorker(extra: Record<string, string>): ChildProcess {
  // node itself (not npm) so that kill -9 hits the worker and not a wrapper.
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"],
    { env: { ...process.env, ...extra }, stdio: ["ignore", "ignore", "inherit"] },
  );
  workers.push(child);
  return child;
}

/** The pid in a worker id `host:pid:random`. */
const pidOf = (lockedBy: string | null) => Number(lockedBy?.split(":")[1] ?? NaN);

beforeAll(async () => {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("build the app first (npm test builds it): npx next build");
  const dir = await mkdtemp(path.join(os.tmpdir(), "lc-cluster-"));
  const data = await writeVerdictCase(dir, CLAIMS);
  predictions = data.predictions;
  // No splits.json: 2025Q4 is a hidden test split with the default quota of 5 a day.
  slug = (await importBundleFromPath({ id: null, role: "admin" }, data.bundle, { publish: true })).slug;
  const shared = sharedEnv();
  // One deploy runs the migrations once; the second server's setup finds nothing to do.
  for (let i = 0; i < 2; i++) {
    const server = await startServer(await freePort(), env.DATABASE_URL, shared);
    servers.push(server);
  }
  startWorker(shared);
  startWorker(shared);
}, 900_000);

afterAll(async () => {
  for (const w of workers) w.kill("SIGKILL");
  for (const s of servers) s.stop();
});

describe("two app servers, two workers, one database and one bucket", () => {
  it("accepts a session and a token from either server, and a download link issued by one on the other", async () => {
    const [a, b] = servers as [Server, Server];
    const account = await newAccount("session", servers[1]!.url);
    const signed = await signInAt(a.url, account.email, account.password);
    expect(signed.status).toBe(200);
    expect(signed.jar.get(SESSION_COOKIE)).toBeTruthy();
    for (const server of [a, b]) {
      const viaCookie = await http(server.url, "/api/v1/me", { jar: signed.jar });
      expect(viaCookie.status, `session on ${server.url}`).toBe(200);
      expect(((await viaCookie.json()) as { id: string }).id).toBe(account.id);
      const viaToken = await http(server.url, "/api/v1/me", { token: account.token });
      expect(viaToken.status, `token on ${server.url}`).toBe(200);
    }
    // A download link signed by server A, followed on server B, ends at the bucket's presigned URL.
    const issued = await http(a.url, `/api/v1/benchmarks/${slug}/files/claims.jsonl`, {
      token: account.token,
    });
    expect(issued.status).toBe(302);
    const link = new URL(issued.headers.get("location") ?? "");
    expect(link.origin).toBe(new URL(a.url).origin);
    const onB = await http(b.url, `${link.pathname}${link.search}`);
    expect(onB.status).toBe(302);
    const presigned = onB.headers.get("location") ?? "";
    expect(presigned.startsWith(env.S3_ENDPOINT ?? "?")).toBe(true);
    const file = await fetch(presigned);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(onB.headers.get("x-checksum-sha256"));
    const logged = await db.downloadEvent.findMany({
      where: { userId: account.id },
      select: { bytes: true },
    });
    expect(logged).toEqual([{ bytes: bytes.length }]);
  });

  it("counts sign-in attempts against one budget across both servers", async () => {
    const [a, b] = servers as [Server, Server];
    const account = await newAccount("limit", servers[1]!.url);
    for (let i = 0; i < SIGNIN_MAX_ATTEMPTS; i++) {
      const attempt = await signInAt(i % 2 === 0 ? a.url : b.url, account.email, `wrong-${i}`);
      expect(attempt.error).toBe("CredentialsSignin");
    }
    for (const server of [a, b])
      expect((await signInAt(server.url, account.email, account.password)).error, server.url).toBe(
        "RateLimited",
      );
  });

  it("gives exactly 5 of 20 simultaneous submissions to a hidden split (quota 5) sent to both servers", async () => {
    const account = await newAccount("quota", servers[1]!.url);
    const body = new Uint8Array(await readFile(predictions));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(servers[i % 2]!.url, slug, account, body)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(results.filter((r) => r.status !== 201 && r.status !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await db.submission.count({ where: { userId: account.id } })).toBe(5);
  });

  it("scores every acknowledged submission exactly once, with no file missing, after kill -9 of an app server and a worker while they score", async () => {
    const [a, b] = servers as [Server, Server];
    const accounts = await Promise.all([0, 1, 2, 3].map((i) => newAccount(`crash${i}`, servers[1]!.url)));
    const body = new Uint8Array(await readFile(predictions));
    const sent = await Promise.all(
      accounts.flatMap((account, i) =>
        [0, 1, 2].map((k) => submit((i + k) % 2 === 0 ? a.url : b.url, slug, account, body)),
      ),
    );
    expect(sent.filter((s) => s.status !== 201)).toEqual([]);
    const victims = { server: a.pid, worker: workers[0]!.pid! };
    const killed: string[] = [];
    const orphaned: string[] = [];
    // Kill each victim while it holds a running scoring job. A job seen running may finish
    // before a kill lands, so the victim is first frozen (SIGSTOP), its jobs read again, and it
    // is killed only if it still holds one; otherwise it carries on and is tried again.
    await waitFor(
      "the app server and the worker to be scoring",
      async () => {
        const running = await db.job.findMany({
          where: { kind: "score-submission", status: "running" },
          select: { lockedBy: true },
        });
        for (const [name, pid] of Object.entries(victims)) {
          if (killed.includes(name) || !running.some((j) => pidOf(j.lockedBy) === pid)) continue;
          process.kill(pid, "SIGSTOP");
          const held = (
            await db.job.findMany({
              where: { kind: "score-submission", status: "running" },
              select: { id: true, lockedBy: true },
            })
          ).filter((j) => pidOf(j.lockedBy) === pid);
          if (held.length === 0) {
            process.kill(pid, "SIGCONT");
            continue;
          }
          process.kill(pid, "SIGKILL");
          killed.push(name);
          orphaned.push(...held.map((j) => j.id));
        }
        return killed.length === 2;
      },
      120_000,
      25,
    );
    expect(killed.sort()).toEqual(["server", "worker"]);
    // Clients carry on with the server that is left.
    expect((await http(b.url, "/api/health")).status).toBe(200);

    const all = await db.submission.findMany({
      where: { benchmark: { slug } },
      select: { id: true, filePath: true, fileBytes: true },
    });
    expect(all).toHaveLength(5 + 12);
    await waitFor(
      "every submission to be scored",
      async () =>
        (await db.submission.count({ where: { benchmark: { slug }, status: { not: "scored" } } })) === 0,
      600_000,
      1000,
    );
    const store = getFileStore();
    for (const s of all) {
      expect(await db.score.count({ where: { submissionId: s.id } }), `scores of ${s.id}`).toBe(1);
      expect(await db.claimResult.count({ where: { submissionId: s.id } }), `per-claim rows of ${s.id}`).toBe(
        CLAIMS,
      );
      expect((await store.stat(s.filePath))?.bytes, `stored file of ${s.id}`).toBe(s.fileBytes);
    }
    const jobs = await db.job.findMany({
      where: { kind: "score-submission" },
      select: { id: true, status: true },
    });
    expect(
      jobs.filter((j) => j.status !== "done"),
      "scoring jobs not done",
    ).toEqual([]);
    // The jobs the killed processes held were taken over after their lease ran out.
    for (const id of orphaned) {
      const job = await db.job.findUniqueOrThrow({ where: { id }, select: { status: true, attempts: true } });
      expect(job.status, `job ${id} held by a killed process`).toBe("done");
      expect(job.attempts, `attempts of job ${id}`).toBeGreaterThan(1);
    }
    for (const f of await db.releaseFile.findMany({
      where: { release: { benchmark: { slug } } },
      select: { path: true, bytes: true },
    })) {
      expect((await store.stat(f.path))?.bytes).toBe(f.bytes);
    }
  });
});
