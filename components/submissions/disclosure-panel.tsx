import { Notice } from "@/components/ui/notice";
import type { SubmissionDisclosure } from "@/lib/server/submissions/get-submission";
import { formatMetric } from "@/lib/format";
import { metricLabel } from "@/lib/scoring/metrics";

/** What the Ladder did with a score on a hidden split, and why, in plain words. */
export function DisclosurePanel({ release }: { release: SubmissionDisclosure }) {
  const show = (v: number | null) =>
    formatMetric(release.metric, v, { step: release.step > 0 ? release.step : "auto" });
  const metric = metricLabel(release.metric);
  const why = (
    <p className="mt-2 text-xs">
      Why: on hidden test splits LiveCheck releases a new score only when it beats your best released score on
      the split (any of your models) by more than the step η = {release.step}, and rounds every number to a
      step no finer than its own standard error (the Ladder of Blum &amp; Hardt, 2015). Otherwise repeated
      submissions that differ in a few claims could read the hidden labels back, and the test split would stop
      measuring anything. Your submission is scored and kept: its exact numbers appear when the maintainers
      retire the split. See{" "}
      <a className="underline" href="/security">
        how hidden labels stay hidden
      </a>
      .
    </p>
  );
  if (release.status === "released") {
    return (
      <Notice tone="ok">
        <p data-testid="release-status" data-status="released">
          Released: your best {metric} on this split is now{" "}
          <span className="font-mono">{show(release.value)}</span>. The numbers below are rounded.
        </p>
        {why}
      </Notice>
    );
  }
  if (release.status === "withheld") {
    return (
      <Notice>
        <p data-testid="release-status" data-status="withheld">
          This hidden split has fewer than 30 claims, so no number derived from its labels is released until
          the split is retired.
        </p>
        {why}
      </Notice>
    );
  }
  return (
    <Notice>
      <p data-testid="release-status" data-status="held">
        No significant improvement over your best ({metric}{" "}
        <span className="font-mono">{show(release.best)}</span>): nothing new is released for this submission.
      </p>
      {why}
    </Notice>
  );
}
