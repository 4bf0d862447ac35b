// Rows the access and download integration tests build directly through `db`.
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { getFileStore } from "@/lib/server/storage/get-file-store";
import type { RequestField } from "@/lib/schemas/access";
import type { Role } from "@/lib/vocabulary";

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A user written straight to the database, without a password. */
export type DbUser = { id: string; email: string; role: Role; name: string };

export async function newUser(role: Role = "researcher"): Promise<DbUser> {
  const email = `a${uid()}@example.org`;
  const user = await db.user.create({
    data: { email, name: `User ${email}`, role },
    select: { id: true, email: true, name: true },
  });
  return { ...user, role };
}

export async function newBenchmark(opts: {
  mode: "open" | "auto" | "manual";
  fields?: RequestField[];
  maintainers?: DbUser[];
  unpublished?: boolean;
}) {
  const slug = `b-${uid()}`;
  const b = await db.benchmark.create({
    data: {
      slug,
      title: `Bench ${slug}`,
      track: "verdict",
      description: "d",
      license: "CC-BY-4.0",
      citation: "c",
      accessMode: opts.mode,
      terms: "Research use only.",
      requestFieldsJson: JSON.stringify(opts.fields ?? []),
      maintainers: { create: (opts.maintainers ?? []).map((m) => ({ userId: m.id })) },
      // Published, so the benchmark is visible to everyone (lib/server/benchmarks/visibility.ts).
      ...(opts.unpublished
        ? {}
        : { releases: { create: { version: "v0", contentHash: "none", publishedAt: new Date() } } }),
    },
    select: { id: true, slug: true, title: true },
  });
  return b;
}

/** A release with one real file in the configured store (a folder or an S3 bucket). */
export async function newReleaseFile(
  benchmarkId: string,
  opts: { published?: boolean; name?: string; size?: number } = {},
) {
  const content = randomBytes(opts.size ?? 70_000);
  const name = opts.name ?? "claims.jsonl";
  const file = `releases/test-${uid()}/${name}`;
  await getFileStore().putBytes(file, content);
  const sha256 = createHash("sha256").update(content).digest("hex");
  const release = await db.release.create({
    data: {
      benchmarkId,
      version: `v-${uid()}`,
      contentHash: sha256,
      publishedAt: opts.published === false ? null : new Date(),
    },
    select: { id: true, version: true },
  });
  const row = await db.releaseFile.create({
    data: { releaseId: release.id, name, kind: "claims", path: file, bytes: content.length, sha256 },
    select: { id: true, name: true, sha256: true, bytes: true },
  });
  return { ...row, release, content };
}

export const FIELDS: RequestField[] = [
  { id: "affiliation", kind: "text", label: "Affiliation", required: true },
  { id: "country", kind: "country", label: "Country", required: true },
  { id: "agree", kind: "checkbox", label: "I agree", required: true },
];
export const ANSWERS = { affiliation: "Uni", country: "FR", agree: true };
