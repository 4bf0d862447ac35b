import "server-only";
import { db } from "@/lib/db";
import { isPostgres } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { promptVersionInputSchema } from "@/lib/ai/evaluate-claim/prompt-templates";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { recordAuditEvent } from "@/lib/server/audit/record-audit-event";
import type { Actor } from "@/lib/vocabulary";
import type { PromptVersionView } from "./prompt-versions";

/**
 * The new version, or a 400 naming every problem of each template, one a line (an unknown
 * placeholder and a missing {{claim}} both), so one correction fixes all of them.
 */
function parseTemplates(raw: unknown) {
  const parsed = promptVersionInputSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "form";
    fields[key] = fields[key] ? `${fields[key]}\n${issue.message}` : issue.message;
  }
  throw new AppError("BAD_REQUEST", "Check the prompt templates", fields);
}

/**
 * A maintainer adds the benchmark's next prompt version (all three templates); earlier
 * versions stay as they were, and evaluations started from now on use this one. Audited.
 */
export async function addPromptVersion(actor: Actor, slug: string, raw: unknown): Promise<PromptVersionView> {
  const benchmark = await getMaintainedBenchmark(actor, slug);
  const input = parseTemplates(raw);
  const { note, ...templates } = input;
  return db.$transaction(async (tx) => {
    if (isPostgres)
      await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(hashtext($1))", `prompts:${benchmark.id}`);
    const last = await tx.promptVersion.findFirst({
      where: { benchmarkId: benchmark.id },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    const version = (last?.version ?? 1) + 1;
    const row = await tx.promptVersion.create({
      data: {
        benchmarkId: benchmark.id,
        version,
        templatesJson: JSON.stringify(templates),
        note,
        createdById: actor.id,
      },
      select: { createdAt: true },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "benchmark.prompts.add",
      targetType: "benchmark",
      targetId: benchmark.id,
      detail: { version, note },
    });
    return { version, templates, note, createdAt: row.createdAt.toISOString() };
  });
}
