import { Notice } from "@/components/ui/notice";
import type { SubmissionDisclosure } from "@/lib/server/submissions/get-submission";
import { formatMetric } from "@/lib/format";
import { metricLabel } from "@/lib/scoring/metrics";
import { DISCLOSED } from "@/lib/vocabulary";

/** What the Ladder did with a score on a hidden split, and why, in plain words. */
export function DisclosurePanel({ disclosure }: { disclosure: SubmissionDisclosure }) {
  const show = (v: number | null) =>
    formatMetric(disclosure.metric, v, { step: disclosure.step > 0 ? disclosure.step : "auto" });
  const metric = metricLabel(disclosure.metric);
  const why = (
    <p className="mt-2 text-xs">
      Why: on hidden test splits LiveCheck discloses a new score only when it beats your best disclosed score
      on the split (any of your models) by more than the step η = {disclosure.step}, and rounds every number
      to a step no finer than its own standard error (the Ladder of Blum &amp; Hardt, 2015). Otherwise
      repeated submissions that differ in a few claims could read the hidden labels back, and the test split
      would stop measuring anything. Your submission is scored and kept: its exact numbers appear when the
      maintainers retire the split. See{" "}
      <a className="underline" href="/security">
        how hidden labels stay hidden
      </a>
      .
    </p>
  );
  if (disclosure.status === DISCLOSED) {
    return (
      <Notice tone="ok">
        <p data-testid="disclosure-status" data-status="released">
          Disclosed: your best {metric} on this split is now{" "}
          <span className="font-mono">{show(disclosure.value)}</span>. The numbers below are rounded.
        </p>
        {why}
      </Notice>
    );
  }
  if (disclosure.status === "withheld") {
    return (
      <Notice>
        <p data-testid="disclosure-status" data-status="withheld">
          This hidden split has fewer than 30 claims, so no number derived from its labels is disclosed until
          the split is retired.
        </p>
        {why}
      </Notice>
    );
  }
  return (
    <Notice>
      <p data-testid="disclosure-status" data-status="held">
        No significant improvement over your best ({metric}{" "}
        <span className="font-mono">{show(disclosure.best)}</span>): nothing new is disclosed for this
        submission.
      </p>
      {why}
    </Notice>
  );
}
