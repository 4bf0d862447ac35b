import type { AccessDecision } from "@/lib/vocabulary";

/**
 * What LiveCheck tells users about (DOMAIN "Events"). Each event is a plain JSON object: the
 * in-app notification and the email are written from it, and it is the body of a webhook
 * delivery as it stands. It names only what its recipients may see: no score, no claim text,
 * no user id; numbers are read at `link`, where the disclosure policy applies. Every event
 * is one a webhook may subscribe to (`WEBHOOK_EVENTS`, DOMAIN §11): one list for both.
 */

/** The benchmark an event is about. */
type EventBenchmark = { slug: string; title: string };

type EventBase = {
  benchmark: EventBenchmark;
  /** When the change happened, ISO 8601 UTC. */
  occurredAt: string;
  /** Where the event leads on this site: a path from the root, e.g. "/benchmarks/x". */
  link: string;
};

/** A release became public (a draft published, or a bundle imported as published). */
export type ReleasePublishedEvent = EventBase & {
  type: "release.published";
  release: { version: string };
};

/** A split became open for submissions: its release is published and its embargo over. */
export type SplitOpenedEvent = EventBase & {
  type: "split.opened";
  split: { name: string; kind: "dev" | "test" };
};

/** A hidden test split was retired: its labels and exact values are public from now on. */
export type SplitRetiredEvent = EventBase & {
  type: "split.retired";
  split: { name: string };
};

/** The submission an event is about, as its owner sees it (no numbers: see the link). */
type EventSubmission = { id: string; split: string; model: string };

export type SubmissionScoredEvent = EventBase & {
  type: "submission.scored";
  submission: EventSubmission;
};

export type SubmissionFailedEvent = EventBase & {
  type: "submission.failed";
  /** `file`: the file was refused (the submission page says why); `platform`: our side, no quota used. */
  submission: EventSubmission & { errorKind: "file" | "platform" };
};

/** An evaluation run by LiveCheck ended: done (its submission is being scored), failed, or stopped at its spending limit. */
export type EvaluationFinishedEvent = EventBase & {
  type: "evaluation.finished";
  evaluation: { id: string; split: string; model: string; status: "done" | "failed" | "limit_reached" };
};

/** A maintainer (or the automatic mode) decided the recipient's access request. */
export type AccessDecidedEvent = EventBase & {
  type: "access.decided";
  access: {
    requestId: string;
    decision: AccessDecision;
    /** The maintainers' reason, shown to the requester; null when none was given. */
    reason: string | null;
    /** The maintainers' listed address, or null. */
    contact: string | null;
  };
};

export type LiveCheckEvent =
  | ReleasePublishedEvent
  | SplitOpenedEvent
  | SplitRetiredEvent
  | SubmissionScoredEvent
  | SubmissionFailedEvent
  | EvaluationFinishedEvent
  | AccessDecidedEvent;

/** Events sent to a benchmark's followers; the others go to the owner of what they name. */
const FOLLOWER_EVENTS = ["release.published", "split.opened", "split.retired"] as const;

export function isFollowerEvent(
  event: LiveCheckEvent,
): event is ReleasePublishedEvent | SplitOpenedEvent | SplitRetiredEvent {
  return (FOLLOWER_EVENTS as readonly string[]).includes(event.type);
}
