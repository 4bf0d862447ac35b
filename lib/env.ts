// The only reader of process.env. Everything else imports `env` from here.
import { z } from "zod";

const optional = z.string().trim().min(1).optional().catch(undefined);

/** One ENDPOINT_ALLOWLIST entry: a host as URLs spell it (lower case, IPv6 in brackets); a null port matches any. */
export interface AllowListEntry {
  host: string;
  port: number | null;
}

function parseAllowListEntry(entry: string): AllowListEntry | null {
  const m = /^(\[[0-9a-f:.]+\]|[^:/[\]@?#\s]+)(?::(\d{1,5}))?$/i.exec(entry);
  const port = m?.[2] === undefined ? null : Number(m[2]);
  if (!m?.[1] || (port !== null && (port < 1 || port > 65535))) return null;
  try {
    return { host: new URL(`http://${m[1]}`).hostname, port };
  } catch {
    return null;
  }
}

export const envSchema = z
  .object({
    /** `next build` evaluates modules without the runtime secrets; they are checked at start. */
    isBuild: z
      .string()
      .optional()
      .transform((phase) => phase === "phase-production-build"),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .default("file:./data/livecheck.db")
      .refine(
        (u) => /^(file:|postgres(ql)?:\/\/)/.test(u),
        "must start with file: (SQLite) or postgresql:// (PostgreSQL)",
      ),
    /** Signs session cookies and download links. `npm start` writes one to .env on first run. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    NEXTAUTH_URL: z.string().url().optional(),
    GITHUB_ID: optional,
    GITHUB_SECRET: optional,
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    /**
     * Where uploaded and imported files are kept: a folder (the default, ./data/files) or an
     * S3-compatible bucket, `s3://bucket/optional/prefix` (see S3_*). STORAGE_DIR is the
     * older name for a folder and is used when STORAGE_URL is unset.
     */
    STORAGE_URL: z
      .string()
      .trim()
      .min(1)
      .optional()
      .refine(
        (u) =>
          u === undefined ||
          !/^[a-z][a-z0-9+.-]*:\/\//i.test(u) ||
          /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(u),
        "must be a folder path or s3://bucket/prefix",
      ),
    STORAGE_DIR: z.string().trim().min(1).optional(),
    /** S3-compatible endpoint (MinIO, R2, a local server); unset for AWS S3 itself. */
    S3_ENDPOINT: z.string().url().optional(),
    /** Endpoint that presigned download URLs name, when browsers reach the store at another address than the servers. */
    S3_PUBLIC_ENDPOINT: z.string().url().optional(),
    /** Region for signing; R2 uses "auto". */
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Keys for the bucket; unset to use the AWS SDK's own chain (AWS_ACCESS_KEY_ID, instance roles, ...). */
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    /** Path-style URLs (http://endpoint/bucket/key): needed by MinIO and most local servers; default: on when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
    /** Seconds a presigned download URL from the store stays valid. */
    S3_PRESIGN_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Failed sign-ins allowed per (email, client address) in one 15-minute window; an address
     * gets five times as many across emails. Per email alone, failures only slow sign-in down.
     */
    SIGNIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
    /** Largest prediction file accepted, in bytes (100 MB). */
    SUBMISSION_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(100 * 1024 * 1024),
    /** "true" when a reverse proxy that overwrites X-Forwarded-For sits in front of the app. */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    SMTP_URL: optional,
    OPENAI_BASE_URL: optional,
    OPENAI_API_KEY: optional,
    OPENAI_MODEL: optional,
    OPENAI_EMBEDDING_MODEL: optional,
    /**
     * Keys for the embedding endpoints that contamination metrics name (JSON: base URL → key).
     * OPENAI_API_KEY goes to OPENAI_BASE_URL only; any other endpoint gets its key from here,
     * or none, so a key is never sent to an address a maintainer typed.
     */
    EMBEDDING_ENDPOINT_KEYS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v.trim() === "") return {} as Record<string, string>;
        const parsed = z.record(z.string(), z.string()).safeParse(
          (() => {
            try {
              return JSON.parse(v) as unknown;
            } catch {
              return null;
            }
          })(),
        );
        if (!parsed.success) {
          ctx.addIssue({ code: "custom", message: 'must be a JSON object {"<base URL>": "<key>", ...}' });
          return z.NEVER;
        }
        return Object.fromEntries(Object.entries(parsed.data).map(([u, k]) => [u.replace(/\/+$/, ""), k]));
      }),
    /**
     * Hosts that addresses users type (a metric's embedding endpoint) may name although they
     * are http or resolve to loopback, private or other internal addresses: comma-separated
     * `host[:port]` (`127.0.0.1:8000,embed.internal,[::1]`), a host without a port matching
     * any port. For local model servers and tests. See docs/SECURITY.md, "Outbound calls".
     */
    ENDPOINT_ALLOWLIST: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const entries = (v ?? "")
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean);
        const parsed = entries.map(parseAllowListEntry);
        const bad = entries.filter((_, i) => parsed[i] === null);
        if (bad.length > 0) {
          ctx.addIssue({ code: "custom", message: `not host[:port]: ${bad.join(", ")}` });
          return z.NEVER;
        }
        return parsed.filter((e) => e !== null);
      }),
    /**
     * Seals the API keys of model endpoints at rest (AES-256-GCM): 32 bytes as 64 hex digits
     * or base64/base64url. `npm start` writes one to .env on first run. Unset outside
     * production: a fixed development key; unset in production: keys cannot be saved.
     * Changing it makes every stored key unreadable (owners enter them again).
     */
    ENDPOINT_SECRET_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === "") return undefined;
        const bytes = /^[0-9a-f]{64}$/i.test(v)
          ? Buffer.from(v, "hex")
          : /^[A-Za-z0-9+/_-]+=*$/.test(v)
            ? Buffer.from(v, "base64url")
            : null;
        if (bytes?.length !== 32) {
          ctx.addIssue({ code: "custom", message: "must be 32 bytes as 64 hex digits or base64" });
          return z.NEVER;
        }
        return bytes;
      }),
    /** Requests per minute this process sends to the OpenAI-compatible endpoint (chat and embeddings together). */
    OPENAI_RPM: z.coerce.number().int().positive().default(60),
    /** How long one endpoint request may take before it is abandoned and retried, in milliseconds. */
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    /** Attempts per request (timeouts, 5xx, malformed or off-schema answers) before a claim is reported as failed. */
    OPENAI_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
    /** Delay before the first retry of a failed endpoint request, doubled per attempt (with jitter), in milliseconds. */
    OPENAI_RETRY_BASE_MS: z.coerce.number().int().min(0).default(1000),
    /** Requests in flight at once to one model endpoint from one process, during evaluations (DOMAIN §8). */
    EVALUATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /**
     * Requests to one model endpoint per EVALUATION_RATE_WINDOW_SECONDS, counted across every
     * worker and app server (PostgreSQL; one process's memory on SQLite).
     */
    EVALUATION_RATE_POINTS: z.coerce.number().int().positive().default(600),
    EVALUATION_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Prices in USD per million tokens, for the cost record; 0 when unknown. */
    OPENAI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).default(0),
    OPENAI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).default(0),
    OPENAI_PRICE_EMBEDDING_PER_MTOK: z.coerce.number().min(0).default(0),
    /** Whether setup adds synthetic demo models and submissions to the demo benchmarks. */
    DEMO_SUBMISSIONS: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /**
     * How long a page a signed-out visitor asked for (leaderboards, benchmark list) is replayed
     * to other signed-out visitors, in milliseconds; 0 renders every request.
     */
    PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** Threads per process that read, validate and score prediction files (off the request thread). */
    SCORING_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    /**
     * How long a worker's claim on a job holds without a heartbeat, in milliseconds: a job of
     * a worker that died is taken over after this. Heartbeats come at a third of it.
     */
    JOB_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /**
     * Days a finished job (done, failed or cancelled) is kept after it finished; the daily
     * `jobs.prune` job deletes older ones, except the failures the admin jobs page lists.
     */
    JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Tests only (honoured when NODE_ENV is "test"): a file holding an ISO time that
     * `npm run worker` processes claim jobs by instead of the real clock, so a test moves the
     * time of every worker at once by rewriting it (`lib/jobs/job-clock.ts`).
     */
    LIVECHECK_TEST_CLOCK_FILE: z.string().min(1).optional(),
    /** Whether the app server also runs a job worker; "false" leaves jobs to `npm run worker`. */
    WORKER_IN_APP: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV === "production" && !e.NEXTAUTH_SECRET && !e.isBuild) {
      ctx.addIssue({
        code: "custom",
        path: ["NEXTAUTH_SECRET"],
        message: "is required in production (npm start writes one to .env)",
      });
    }
  });

type Env = z.infer<typeof envSchema> & {
  /** The effective storage location: STORAGE_URL, else STORAGE_DIR, else ./data/files. */
  storageUrl: string;
};

/** Parses an environment; throws one error that lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...result.data, storageUrl: result.data.STORAGE_URL ?? result.data.STORAGE_DIR ?? "./data/files" };
}

export const env: Env = parseEnv({ ...process.env, isBuild: process.env.NEXT_PHASE });

/** The secret behind sessions and download links: NEXTAUTH_SECRET, or a fixed one outside production. */
export const appSecret = env.NEXTAUTH_SECRET ?? "livecheck-development-secret-not-for-production";

export const isPostgres = env.DATABASE_URL.startsWith("postgres");
export const hasGithub = Boolean(env.GITHUB_ID && env.GITHUB_SECRET);
export const hasGoogle = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
