"use client";
import { useActionState } from "react";
import { setSubmissionHiddenAction, setSubmissionVerifiedAction } from "@/lib/actions/leaderboard-settings";
import { Notice } from "@/components/ui/notice";
import { formatDate, formatDateTime, formatMetric } from "@/lib/format";
import { metricLabel } from "@/lib/scoring/metrics";
import { TextLink } from "@/components/ui/text-link";

type ModeratedSubmission = {
  id: string;
  createdAt: string;
  isVerified: boolean;
  regime: string;
  split: string;
  model: string;
  submitter: string;
  description: string;
  /** The primary metric's exact value, null when unscored. */
  score: number | null;
  modelId: string;
  hidden: { at: string; reason: string } | null;
};

type Props = { slug: string; submissions: ModeratedSubmission[]; metric: string };

/** Each public scored submission with its verify and hide/show controls. */
export function SubmissionModeration({ slug, submissions, metric }: Props) {
  const [verifyState, verify] = useActionState(setSubmissionVerifiedAction, {});
  const [hideState, hide, hiding] = useActionState(setSubmissionHiddenAction, {});
  const problem = verifyState.formError ?? hideState.formError;
  return (
    <div className="space-y-2">
      {problem && (
        <Notice tone="error">
          {problem} {Object.values(hideState.fieldErrors ?? {}).join(" ")}
        </Notice>
      )}
      {hideState.message && <Notice tone="ok">{hideState.message}</Notice>}
      <ul className="divide-y rounded border bg-white text-sm">
        {submissions.map((s) => (
          <li key={s.id} className="space-y-2 p-3" data-testid={`moderate-${s.id}`}>
            <p className="break-words">
              <span className="font-medium">{s.model}</span> · {s.split} · {s.regime} ·{" "}
              <span data-testid="moderate-score">
                {metricLabel(metric)} {formatMetric(metric, s.score)}
              </span>{" "}
              · {formatDateTime(s.createdAt)} · by {s.submitter} ·{" "}
              <TextLink href={`/leaderboards/${slug}/models/${s.modelId}#submissions`}>
                model&apos;s public page
              </TextLink>
              {s.hidden && (
                <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs text-red-900">hidden</span>
              )}
            </p>
            {s.description && (
              <p className="text-gray-700 whitespace-pre-line" data-testid="moderate-description">
                {s.description}
              </p>
            )}
            {s.hidden && (
              <p className="text-gray-700">
                Hidden {formatDate(s.hidden.at)}. Reason shown to its owner: {s.hidden.reason}
              </p>
            )}
            <div className="flex flex-wrap items-start gap-2">
              <form action={verify}>
                <input type="hidden" name="slug" value={slug} />
                <input type="hidden" name="submissionId" value={s.id} />
                <input type="hidden" name="verified" value={s.isVerified ? "0" : "1"} />
                <button type="submit" className="rounded border px-2 py-1">
                  {s.isVerified ? "Verified ✓ (undo)" : "Mark verified"}
                </button>
              </form>
              {s.hidden ? (
                <form action={hide}>
                  <input type="hidden" name="slug" value={slug} />
                  <input type="hidden" name="submissionId" value={s.id} />
                  <input type="hidden" name="hidden" value="0" />
                  <button type="submit" disabled={hiding} className="rounded border px-2 py-1">
                    Show on the leaderboard again
                  </button>
                </form>
              ) : (
                <details className="min-w-0 flex-1">
                  <summary className="cursor-pointer rounded border px-2 py-1 inline-block">
                    Hide from the leaderboard…
                  </summary>
                  <form action={hide} className="mt-2 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="slug" value={slug} />
                    <input type="hidden" name="submissionId" value={s.id} />
                    <input type="hidden" name="hidden" value="1" />
                    <label className="flex min-w-0 flex-1 flex-col text-xs">
                      Reason (its owner will read it)
                      <input
                        name="reason"
                        required
                        maxLength={1000}
                        className="rounded border px-2 py-1 text-sm"
                      />
                    </label>
                    <button
                      type="submit"
                      disabled={hiding}
                      className="rounded bg-red-700 px-3 py-1 text-white"
                    >
                      Hide
                    </button>
                  </form>
                </details>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
