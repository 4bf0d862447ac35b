"use client";
import { useActionState, useEffect, useState } from "react";
import type { ActionState } from "@/lib/auth/guard-action";
import type { EvaluationDto } from "@/lib/schemas/dto/evaluation";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TextAnchor, TextLink } from "@/components/ui/text-link";
import { formatCount, formatUsd } from "@/lib/format";

type Action = (prev: ActionState, form: FormData) => Promise<ActionState>;

const STATUS_WORDS: Record<EvaluationDto["status"], string> = {
  queued: "queued: waiting for a worker",
  running: "running",
  done: "done: every item answered",
  failed: "failed",
  cancelled: "cancelled",
  limit_reached: "stopped at the spending limit",
};

/** How often the page asks for progress while the run is queued or running. */
const POLL_MS = 2000;

function timeLeft(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 90) return `about ${seconds} s`;
  if (seconds < 5400) return `about ${Math.round(seconds / 60)} min`;
  return `about ${(seconds / 3600).toFixed(1)} h`;
}

/** Progress of one evaluation, polled from GET /api/v1/evaluations/{id} while it runs; cancel, score or discard. */
export function EvaluationProgress({
  initial,
  cancel,
  score,
}: {
  initial: EvaluationDto;
  cancel: Action;
  score: Action;
}) {
  const [run, setRun] = useState(initial);
  const [cancelled, cancelAction, cancelling] = useActionState(cancel, {});
  const [scored, scoreAction, scoring] = useActionState(score, {});
  const isActive = run.status === "queued" || run.status === "running";
  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      const res = await fetch(`/api/v1/evaluations/${run.id}`, { cache: "no-store" }).catch(() => null);
      if (!stopped && res?.ok) setRun((await res.json()) as EvaluationDto);
    };
    // Once after a cancel or a score, and every POLL_MS while the run is going.
    void refresh();
    const timer = isActive ? setInterval(refresh, POLL_MS) : undefined;
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [isActive, run.id, cancelled, scored]);
  const failures = Object.entries(run.failures);
  // [test id, label, value]
  const facts: [string, string, string][] = [
    ["status", "Status", STATUS_WORDS[run.status]],
    ["answered", "Answered", `${formatCount(run.done)} of ${formatCount(run.total)} items`],
    ["cost", isActive ? "Cost so far" : "Cost", formatUsd(run.costUsd)],
    ["requests", "Requests", formatCount(run.requests)],
    [
      "tokens",
      "Tokens",
      `${formatCount(run.promptTokens)} prompt, ${formatCount(run.completionTokens)} completion`,
    ],
    [
      "failures",
      "Unusable answers",
      failures.length === 0 ? "none" : failures.map(([k, n]) => `${k}: ${n}`).join(", "),
    ],
    ["time-left", "Time left", isActive ? timeLeft(run.etaSeconds) : "—"],
    [
      "prompts",
      "Prompts",
      `official version ${run.promptVersion}, ${run.regime.replace("_", " ")}${run.contamination ? ", with the closed-book article of every claim" : ""}`,
    ],
    ["endpoint-model", "Endpoint model", run.endpointModel],
  ];
  const pct = run.total === 0 ? 0 : Math.round((100 * run.done) / run.total);
  return (
    <div className="space-y-4" aria-live="polite">
      <div
        className="h-3 w-full overflow-hidden rounded bg-gray-200"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.done}
        aria-label="Items answered"
      >
        <div className="h-full bg-blue-600" style={{ width: `${pct}%` }} />
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="evaluation-facts">
        {facts.map(([id, k, v]) => [
          <dt key={`${id}-t`} className="font-medium">
            {k}
          </dt>,
          <dd key={`${id}-d`} className="break-words" data-testid={`evaluation-${id}`}>
            {v}
          </dd>,
        ])}
      </dl>
      {run.error && <Notice tone={run.status === "limit_reached" ? "info" : "error"}>{run.error}</Notice>}
      {cancelled.formError && <Notice tone="error">{cancelled.formError}</Notice>}
      {scored.formError && <Notice tone="error">{scored.formError}</Notice>}
      {run.submissionId && (
        <p className="text-sm">
          Submitted for scoring as a run by LiveCheck:{" "}
          <TextLink href={`/submissions/${run.submissionId}`}>see the submission and its score</TextLink>
        </p>
      )}
      {run.contaminationUploadId && (
        <p className="text-sm">
          The closed-book articles were submitted for statement extraction and contamination scoring:{" "}
          <TextLink href={`/contamination/${run.benchmark}/${run.modelId}`}>
            see the model&apos;s contamination
          </TextLink>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {isActive && (
          <ActionForm action={cancelAction}>
            <Button type="submit" variant="danger" disabled={cancelling}>
              {cancelling ? "Cancelling…" : "Cancel evaluation"}
            </Button>
          </ActionForm>
        )}
        {run.status === "limit_reached" && (
          <>
            <ActionForm action={scoreAction}>
              <Button type="submit" disabled={scoring}>
                Score what was answered (the rest counts as missing)
              </Button>
            </ActionForm>
            <ActionForm action={cancelAction}>
              <Button type="submit" variant="secondary" disabled={cancelling}>
                Discard
              </Button>
            </ActionForm>
          </>
        )}
        {run.done > 0 && (
          <TextAnchor href={`/api/v1/evaluations/${run.id}/outputs`} download>
            Download the raw outputs (JSONL)
          </TextAnchor>
        )}
      </div>
    </div>
  );
}
