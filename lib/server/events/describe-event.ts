import "server-only";
import { env } from "@/lib/env";
import { accessMessage } from "@/lib/server/access/access-message";
import type { LiveCheckEvent } from "./event-types";

type EventText = { message: string; link: string; subject: string; body: string };

/**
 * The notification line and the email of an event, from the event alone: so they carry
 * nothing the event does not (no score: a hidden split's numbers are read at the link,
 * through the disclosure policy). Access decisions keep their own wording (accessMessage).
 */
export function describeEvent(event: LiveCheckEvent): EventText {
  if (event.type === "access.decided") {
    const { decision, reason, contact } = event.access;
    return accessMessage(decision, event.benchmark, reason ?? "", contact);
  }
  const message = describeLine(event);
  const title = event.benchmark.title;
  return {
    message,
    link: event.link,
    subject: `[LiveCheck] ${title}: ${SUBJECTS[event.type]}`,
    body: `${message}\n\nDetails: ${env.NEXTAUTH_URL ?? ""}${event.link}\n${FOOTERS[event.type]}`,
  };
}

const FOLLOWING = "\nYou receive this because you follow this benchmark; unfollow on its page to stop.\n";

const SUBJECTS: Record<Exclude<LiveCheckEvent["type"], "access.decided">, string> = {
  "release.published": "new release",
  "split.opened": "split open for submissions",
  "split.retired": "split retired",
  "submission.scored": "submission scored",
  "submission.failed": "submission failed",
  "evaluation.finished": "evaluation finished",
};

const FOOTERS: Record<Exclude<LiveCheckEvent["type"], "access.decided">, string> = {
  "release.published": FOLLOWING,
  "split.opened": FOLLOWING,
  "split.retired": FOLLOWING,
  "submission.scored": "",
  "submission.failed": "",
  "evaluation.finished": "",
};

const EVALUATION_ENDS = {
  done: "finished; its predictions are being scored",
  failed: "failed",
  limit_reached: "stopped at its spending limit; score what it answered or discard it on its page",
} as const;

function describeLine(event: Exclude<LiveCheckEvent, { type: "access.decided" }>): string {
  const title = event.benchmark.title;
  switch (event.type) {
    case "release.published":
      return `${title} published release ${event.release.version}.`;
    case "split.opened":
      return `Split ${event.split.name} of ${title} is open for submissions.`;
    case "split.retired":
      return `Split ${event.split.name} of ${title} was retired: its labels and exact scores are public now.`;
    case "submission.scored": {
      const s = event.submission;
      return `Your submission of ${s.model} to ${title} (${s.split}) was scored.`;
    }
    case "submission.failed": {
      const s = event.submission;
      const why =
        s.errorKind === "file"
          ? "the file was refused; the submission page says why"
          : "on our side; it does not count against your quota";
      return `Your submission of ${s.model} to ${title} (${s.split}) failed: ${why}.`;
    }
    case "evaluation.finished": {
      const e = event.evaluation;
      return `The evaluation of ${e.model} on ${title} (${e.split}) ${EVALUATION_ENDS[e.status]}.`;
    }
  }
}
