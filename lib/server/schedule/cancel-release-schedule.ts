import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { ReleaseScheduleDto } from "@/lib/schemas/dto/schedule";
import { findScheduledDraft, setPublishAt } from "./schedule-release-publication";
import type { Actor } from "@/lib/vocabulary";

/**
 * A maintainer cancels the scheduled publication of the draft `version`: its queued job is
 * cancelled and `publishAt` cleared; the draft stays. 409 when none is scheduled. Audited
 * (`release.unschedule`).
 */
export async function cancelReleaseSchedule(
  actor: Actor,
  slug: string,
  version: string,
  now: Date = new Date(),
): Promise<ReleaseScheduleDto> {
  const draft = await findScheduledDraft(actor, slug, version);
  if (!draft.publishAt) throw new AppError("CONFLICT", `No publication of ${version} is scheduled`);
  const replaced = await setPublishAt(actor, draft, null, now);
  return {
    slug,
    release: version,
    status: "cancelled",
    publishAt: null,
    replaced: replaced?.toISOString() ?? null,
    message: `The publication of ${version} at ${replaced?.toISOString() ?? "?"} is cancelled; the draft waits.`,
    summary: null,
  };
}
