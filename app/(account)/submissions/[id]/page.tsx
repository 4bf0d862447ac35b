import { TextLink, TextAnchor } from "@/components/ui/text-link";
import { Notice } from "@/components/ui/notice";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { formatDateTime } from "@/lib/format";
import { throwPageError } from "@/lib/errors/page-errors";
import { REGIME_LABELS } from "@/lib/schemas/model";
import { getSubmission } from "@/lib/server/submissions/get-submission";
import { getQueueWait } from "@/lib/server/jobs/get-queue-wait";
import { SCORE_SUBMISSION } from "@/lib/server/submissions/score-submission-job";
import { getClaimResults } from "@/lib/server/submissions/get-claim-results";
import { firstValues } from "@/lib/schemas/claims-query";
import { ClaimResultsTable } from "@/components/submissions/claim-results-table";
import { DisclosurePanel } from "@/components/submissions/disclosure-panel";
import { ScoreSections } from "@/components/submissions/score-sections";
import { StatusPoller } from "@/components/submissions/status-poller";
import { SubmissionStatus } from "@/components/submissions/submission-status";
import { BoardPlace } from "@/components/submissions/board-place";
import { submissionMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = submissionMetadata;

const idSchema = z.string().trim().min(1).max(100);

const RESULTS_PAGE_SIZE = 50;
const resultsPageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SubmissionPage({ params, searchParams }: Props) {
  const user = await guardPage("user");
  const id = idSchema.safeParse((await params).id);
  const s = await getSubmission(user, id.success ? id.data : "").catch(throwPageError);
  const queue =
    s.status === "queued" && s.position !== null
      ? await getQueueWait(SCORE_SUBMISSION, { position: s.position })
      : null;
  const resultsPage = resultsPageSchema.parse(firstValues(await searchParams).results ?? 1);
  const results =
    s.status === "scored" && s.score && !s.split.hidden ? await getClaimResults(user, s.id) : null;
  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <p className="text-sm">
          <TextLink href="/submissions">← Your submissions</TextLink>
        </p>
        <h1 className="text-2xl font-semibold">
          {s.model.name} on <TextLink href={`/benchmarks/${s.benchmark.slug}`}>{s.benchmark.title}</TextLink>{" "}
          {s.split.name}
        </h1>
        <p className="text-sm text-gray-700">
          {s.split.hidden
            ? s.split.kind === "test"
              ? "Hidden test split"
              : "Embargoed dev split"
            : s.split.kind === "test"
              ? "Retired test split (labels public)"
              : "Dev split"}{" "}
          · {REGIME_LABELS[s.regime]} · {s.isPublic ? "public" : "private"} · submitted{" "}
          {formatDateTime(s.createdAt)}
          {" · "}
          <TextLink href={`/models/${s.model.id}`}>model card</TextLink>
        </p>
        {s.description && <p className="max-w-3xl whitespace-pre-line text-sm">{s.description}</p>}
      </div>
      <BoardPlace submission={s} />
      {s.hiddenFromBoard && (
        <Notice tone="error">
          <span data-testid="hidden-from-board">
            A maintainer hid this submission from the leaderboard on {s.hiddenFromBoard.at.slice(0, 10)}.
            Reason: {s.hiddenFromBoard.reason}
          </span>
        </Notice>
      )}
      <SubmissionStatus
        status={s.status}
        position={s.position}
        typicalWaitMs={queue?.typicalWaitMs ?? null}
        errorKind={s.errorKind}
        error={s.error}
        scoredAt={s.scoredAt}
        labelVersion={s.labelVersion}
        isTestSplit={s.split.hidden}
      />
      <StatusPoller id={s.id} status={s.status} position={s.position} />
      {s.status === "scored" && !s.split.hidden && (
        <p className="text-sm" data-testid="claim-results-downloads">
          Per-claim results (every claim, slice and variant as scored):{" "}
          <TextAnchor href={`/api/v1/submissions/${s.id}/results`} download>
            JSONL
          </TextAnchor>{" "}
          ·{" "}
          <TextAnchor href={`/api/v1/submissions/${s.id}/results?format=csv`} download>
            CSV
          </TextAnchor>
        </p>
      )}
      {s.status === "scored" && s.release && <DisclosurePanel disclosure={s.release} />}
      {s.status === "scored" && s.score && <ScoreSections score={s.score} disclosed={s.release !== null} />}
      {results && results.length > 0 && (
        <ClaimResultsTable
          slug={s.benchmark.slug}
          submissionId={s.id}
          rows={results.slice((resultsPage - 1) * RESULTS_PAGE_SIZE, resultsPage * RESULTS_PAGE_SIZE)}
          page={resultsPage}
          pageSize={RESULTS_PAGE_SIZE}
          total={results.length}
        />
      )}
    </div>
  );
}
