import { TextLink } from "@/components/ui/text-link";
import type { ImportSummaryDto } from "@/lib/schemas/dto/bundle";
import { Notice } from "@/components/ui/notice";
import { ReleaseChanges } from "./release-changes";

/** After publishing: where the release is now, and what it changed. */
export function ImportSummary({ summary }: { summary: ImportSummaryDto }) {
  const { slug } = summary;
  return (
    <div className="space-y-4" data-testid="import-summary">
      <Notice tone="ok">
        Release {summary.release} of {slug} is published
        {summary.status === "created" ? ": a new benchmark" : ""}.
        {summary.rescored > 0 &&
          ` ${summary.rescored} scored submissions are queued for re-scoring on the new labels.`}
      </Notice>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <TextLink href={`/benchmarks/${slug}`}>Benchmark page</TextLink>
        <TextLink href={`/benchmarks/${slug}/claims`}>Claims</TextLink>
        <TextLink href={`/leaderboards/${slug}`}>Leaderboard</TextLink>
        <TextLink href={`/maintain/${slug}/settings`}>Access settings</TextLink>
      </p>
      {summary.changes && <ReleaseChanges slug={slug} changes={summary.changes} linkSplits />}
    </div>
  );
}
