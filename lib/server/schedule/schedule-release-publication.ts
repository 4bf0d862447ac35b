import "server-only";
import { db } from "@/lib/db";
import { AppError, parseInput } from "@/lib/errors/app-error";
import { publishAtSchema } from "@/lib/schemas/schedule";
import type { ReleaseScheduleDto } from "@/lib/schemas/dto/schedule";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import { findDraftRelease, type DraftRelease } from "@/lib/server/bundles/find-draft-release";
import { publishDraftRelease } from "@/lib/server/bundles/publish-draft-release";
import { PUBLISH_RELEASE_JOB, replaceScheduledJob } from "./scheduled-jobs";
import type { Actor } from "@/lib/vocabulary";

/** The draft `version` of `slug` the actor maintains, or the 404 publishing it would give. */
export async function findScheduledDraft(actor: Actor, slug: string, version: string): Promise<DraftRelease> {
  const draft = await findDraftRelease(actor, slug);
  if (!draft || draft.version !== version)
    throw new AppError("NOT_FOUND", `No draft release ${version} of '${slug}' waits for publication`);
  return draft;
}

/**
 * A maintainer schedules the draft release `version` to be published at `body.at` (docs/DOMAIN.md
 * §7, "Scheduled publication"): a `publish-release` job is queued for then and `Release.publishAt`
 * records the time. A later schedule replaces an earlier one (its job cancelled); a time not
 * after `now` publishes at once and the answer says so. Audited (`release.schedule`).
 */
export async function scheduleReleasePublication(
  actor: Actor,
  slug: string,
  version: string,
  body: unknown,
  now: Date = new Date(),
): Promise<ReleaseScheduleDto> {
  const { at } = parseInput(publishAtSchema, body, "The publication was not scheduled");
  const draft = await findScheduledDraft(actor, slug, version);
  const base = { slug, release: version };
  if (at <= now) {
    const summary = await publishDraftRelease(actor, slug, version);
    return {
      ...base,
      status: "published",
      publishAt: null,
      replaced: null,
      message: `${at.toISOString()} has already passed, so ${version} was published now.`,
      summary,
    };
  }
  const replaced = await setPublishAt(actor, draft, at, now);
  return {
    ...base,
    status: "scheduled",
    publishAt: at.toISOString(),
    replaced: replaced?.toISOString() ?? null,
    message: replaced
      ? `${version} now publishes at ${at.toISOString()} instead of ${replaced.toISOString()}.`
      : `${version} publishes at ${at.toISOString()}.`,
    summary: null,
  };
}

/**
 * Sets (or with null clears) the draft's scheduled time, replacing its queued job, audited,
 * in one transaction; conditional on the release still being a draft. Returns the time it
 * replaced, or null.
 */
export async function setPublishAt(
  actor: Actor,
  draft: DraftRelease,
  at: Date | null,
  now: Date,
): Promise<Date | null> {
  return db.$transaction(async (tx) => {
    const before = await tx.release.findUnique({ where: { id: draft.id }, select: { publishAt: true } });
    const { count } = await tx.release.updateMany({
      where: { id: draft.id, publishedAt: null, draftBundlePath: { not: null } },
      data: { publishAt: at },
    });
    if (count !== 1) throw new AppError("CONFLICT", `${draft.version} has just been published`);
    await replaceScheduledJob(tx, PUBLISH_RELEASE_JOB, { targetId: draft.id, actorId: actor.id }, at, now);
    const replaced = before?.publishAt ?? null;
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: at ? "release.schedule" : "release.unschedule",
      targetType: "release",
      targetId: draft.id,
      detail: {
        benchmark: draft.benchmark.slug,
        version: draft.version,
        publishAt: at?.toISOString() ?? null,
        replaced: replaced?.toISOString() ?? null,
      },
    });
    return replaced;
  });
}
