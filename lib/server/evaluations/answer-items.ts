// Asks the endpoint for the pending items of an evaluation, storing each answer as it arrives.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AiCallError } from "@/lib/ai/ai-call-error";
import { askEndpoint, type EndpointCallTarget, type ItemUsage } from "@/lib/ai/evaluate-claim/ask-endpoint";
import { renderPrompt } from "@/lib/ai/evaluate-claim/render-prompt";
import { ARTICLE_MAX_CHARS } from "@/lib/schemas/contamination";
import { extractBracketedLabel } from "@/lib/scoring/labels";
import type { Regime, Track } from "@/lib/vocabulary";
import { checkStillWanted, createAnswerStore } from "./answer-store";
import { endpointGate, withEndpointSlot } from "./endpoint-gate";
import type { EvaluationItemSpec } from "./evaluation-items";
import { isUnparsed } from "./prediction-lines";

/** Why a run stopped starting items. */
type EvaluationStopReason =
  | { kind: "finished" }
  | { kind: "limit" }
  | { kind: "stopped"; why: "cancelled" | "gone" }
  | { kind: "deadline" }
  | { kind: "endpoint"; error: AiCallError };

interface RunContext {
  evaluationId: string;
  modelId: string;
  track: Track;
  labels: readonly string[];
  regime: Regime;
  /** The recorded prompt version's template for the track's predictions, and its article template (DOMAIN §8). */
  templates: { prediction: string; article: string };
  target: EndpointCallTarget;
  limits: { maxUsd: number; maxRequests: number };
  /** Spent so far by earlier runs (stored on the evaluation). */
  spent: { requests: number; costUsd: number };
  signal: AbortSignal;
  /** Stop starting items after this (the job completes with a continuation). */
  stopStartingAt: number;
}

class LimitReached extends Error {}

/** Attempts of an item that got no answer still count as requests spent. */
async function recordSpentOnly(ctx: RunContext, usage: ItemUsage): Promise<void> {
  if (usage.attempts === 0) return;
  await db.evaluation.updateMany({
    where: { id: ctx.evaluationId },
    data: {
      requests: { increment: usage.attempts },
      promptTokens: { increment: usage.promptTokens },
      completionTokens: { increment: usage.completionTokens },
      costUsd: { increment: usage.costUsd },
    },
  });
}

/** Why a text answer cannot be used: no readable prediction, or an article the upload format refuses. */
function failureOf(ctx: RunContext, item: EvaluationItemSpec, text: string): string | null {
  if (item.task === "article") return text.length > ARTICLE_MAX_CHARS ? "too_long" : null;
  return isUnparsed(ctx.track, ctx.labels, text, extractBracketedLabel) ? "unparsed" : null;
}

/**
 * Asks for every item of `pending`, EVALUATION_CONCURRENCY at a time (shared per endpoint
 * in this process), each under the endpoint's cross-process rate limit. Before each item it
 * checks that the run is still wanted (cancel, model deleted, endpoint removed) and the
 * time; before each request the spending limit. An answer, or an answer that cannot be used
 * (cut off, refused, empty, malformed), is stored as it arrives (grouped with the answers
 * that arrive during the write before it: `createAnswerStore`); an endpoint failure (down,
 * overloaded, credentials refused) stops the run. Answers in flight when it stops are kept.
 */
export async function answerItems(
  ctx: RunContext,
  pending: readonly EvaluationItemSpec[],
): Promise<EvaluationStopReason> {
  let stop: EvaluationStopReason | null = null;
  const spent = { ...ctx.spent };
  const gate = endpointGate(ctx.target.baseURL);
  const answers = createAnswerStore(ctx.evaluationId);
  const beforeRequest = () => {
    if (spent.requests >= ctx.limits.maxRequests || spent.costUsd >= ctx.limits.maxUsd)
      throw new LimitReached();
    spent.requests++;
  };
  let next = 0;

  async function answerOne(item: EvaluationItemSpec): Promise<void> {
    // The probe's article is always asked closed-book, whatever the predictions' regime.
    const prompt =
      item.task === "article"
        ? renderPrompt(ctx.templates.article, item, { regime: "closed_book", labels: ctx.labels })
        : renderPrompt(ctx.templates.prediction, item, { regime: ctx.regime, labels: ctx.labels });
    const usage: ItemUsage = { attempts: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 };
    let answer: { rawOutput: string; failureKind: string | null } | null = null;
    try {
      const text = await withEndpointSlot(ctx.target.baseURL, () =>
        askEndpoint(ctx.target, prompt, usage, {
          gate,
          signal: ctx.signal,
          timeoutMs: env.OPENAI_TIMEOUT_MS,
          maxAttempts: env.OPENAI_MAX_ATTEMPTS,
          retryBaseMs: env.OPENAI_RETRY_BASE_MS,
          beforeRequest,
        }),
      );
      answer = { rawOutput: text, failureKind: failureOf(ctx, item, text) };
    } catch (err) {
      if (err instanceof LimitReached) stop ??= { kind: "limit" };
      else if (!(err instanceof AiCallError)) throw err;
      else if (err.isTransient || err.isAuthFailure || err.kind === "rejected")
        stop ??= { kind: "endpoint", error: err };
      else answer = { rawOutput: "", failureKind: err.kind };
    } finally {
      // Billed attempts are part of the cost, answered or not (requests were counted in beforeRequest).
      spent.costUsd += usage.costUsd;
    }
    if (answer) await answers.store({ item, ...answer, usage });
    else await recordSpentOnly(ctx, usage);
  }

  async function lane(): Promise<void> {
    while (stop === null) {
      const item = pending[next++];
      if (!item) return;
      if (Date.now() >= ctx.stopStartingAt) {
        stop ??= { kind: "deadline" };
        return;
      }
      const wanted = await checkStillWanted(ctx.evaluationId, ctx.modelId);
      if (wanted !== "yes") {
        stop ??= { kind: "stopped", why: wanted };
        return;
      }
      await answerOne(item);
    }
  }

  await Promise.all(Array.from({ length: Math.min(env.EVALUATION_CONCURRENCY, pending.length) }, lane));
  return stop ?? { kind: "finished" };
}
