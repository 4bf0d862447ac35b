// Every enumerated concept of LiveCheck, named once: its values, its type and its zod schema.
// Database columns store these as strings (SQLite has no enums); rows are decoded through
// the schemas here, so an unknown value fails loudly instead of passing as a cast.
import { z } from "zod";

/** Account roles, from least to most privileged. Maintainers act only on benchmarks they maintain. */
export const ROLES = ["researcher", "maintainer", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who is asking: the acting user that every lib/server function takes. `role` is a string
 * here so that rows read straight from the database can act (tests, scripts); the session
 * and token edges (lib/server/sessions, lib/server/tokens) decode it to a Role.
 */
export type Actor = { id: string; role: string };

/** Who imports a bundle: a user, or the setup script (id null, acting as an admin). */
export type Importer = { id: string | null; role: string };

/** What an API token may do. */
export const TOKEN_SCOPES = ["read", "write", "admin"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** A benchmark's track (docs/DOMAIN.md §1): a label per claim, or a score in [-1, 1]. */
export const TRACKS = ["verdict", "integrity"] as const;
export type Track = (typeof TRACKS)[number];
export const trackSchema = z.enum(TRACKS);

/**
 * How a benchmark cuts its claims into splits (docs/DOMAIN.md §3): by calendar month
 * (`YYYY-MM`) or by calendar quarter (`YYYYQn`, the default).
 */
export const PERIODS = ["quarter", "month"] as const;
export type Period = (typeof PERIODS)[number];
export const periodSchema = z.enum(PERIODS, 'must be "month" or "quarter"');

/** Evaluation modes of the verdict track. */
export const MODES = ["classification", "inference"] as const;
export type Mode = (typeof MODES)[number];
export const modeSchema = z.enum(MODES, "must be classification or inference");

/** What evidence a model was allowed (docs/DOMAIN.md). */
export const REGIMES = ["closed_book", "evidence_bounded", "open_web"] as const;
export type Regime = (typeof REGIMES)[number];
export const regimeSchema = z.enum(REGIMES, "must be closed_book, evidence_bounded or open_web");

/** Who may read a benchmark's claims and files. */
export const ACCESS_MODES = ["open", "auto", "manual"] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];
/** The organisation of the demo models `npm start` seeds: their board rows carry the "demo" chip. */
export const DEMO_ORGANISATION = "Demo Lab (synthetic)";

/** Each access mode in plain words, for lists and pages. */
export const ACCESS_MODE_WORDS: Record<AccessMode, string> = {
  open: "open (downloads need an account)",
  auto: "on request, approved automatically",
  manual: "on request, approved by a maintainer",
};

/** A split's kind (docs/DOMAIN.md §3): dev labels are public (after any embargo), test labels hidden. */
export const SPLIT_KINDS = ["dev", "test"] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];

/** Which submission represents a model on a leaderboard: its best (primary metric) or its latest. */
export const REPRESENTATIVES = ["best", "latest"] as const;
export type Representative = (typeof REPRESENTATIVES)[number];

export const ACCESS_STATUSES = ["pending", "approved", "rejected", "revoked"] as const;
export type AccessRequestStatus = (typeof ACCESS_STATUSES)[number];

export const ACCESS_DECISIONS = ["approve", "reject", "revoke"] as const;
export type AccessDecision = (typeof ACCESS_DECISIONS)[number];

export const SUBMISSION_STATUSES = ["queued", "running", "scored", "failed"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a user's webhook can be told about (docs/DOMAIN.md §11). */
export const WEBHOOK_EVENTS = [
  "release.published",
  "split.opened",
  "split.retired",
  "submission.scored",
  "submission.failed",
  "evaluation.finished",
  "access.decided",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A webhook delivery: waiting for its (next) attempt, answered 2xx, or given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ["queued", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The Ladder's decision on a hidden-split score (lib/disclosure): disclosed, held (no
 * significant improvement), or withheld (the split is too small to release anything).
 */
export const DISCLOSURE_STATUSES = ["released", "held", "withheld"] as const;
export type DisclosureStatus = (typeof DISCLOSURE_STATUSES)[number];
/**
 * The stored status of a disclosed score. "released" is the word the Ladder's table first
 * used; stored rows and the API's JSON keep it, so code names it only through this constant.
 */
export const DISCLOSED = "released" satisfies DisclosureStatus;

/**
 * What a contamination metric computes (ContaminationMetricConfig.kind): METEOR as NLTK
 * computes it, METEOR as the AVeriTeC scorer computes it (DOMAIN §4), or embedding cosine.
 */
export const CONTAMINATION_METRIC_KINDS = ["meteor", "meteor_averitec", "embedding"] as const;
export type ContaminationMetricKind = (typeof CONTAMINATION_METRIC_KINDS)[number];

/** What a contamination upload holds: extracted statements, or articles still to extract. */
export const UPLOAD_KINDS = ["statements", "articles"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * What an evaluation item asks for (EvaluationItem.task): a prediction of the split's file,
 * or the closed-book probe's fact-check article on a claim (DOMAIN §8).
 */
export type EvaluationTask = "prediction" | "article";

/** Whose evidence an upload is: a model's generated evidence, or the benchmark's oracle evidence. */
export const UPLOAD_TARGETS = ["model", "oracle"] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];
