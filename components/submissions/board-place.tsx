import { TextLink } from "@/components/ui/text-link";
import type { SubmissionView } from "@/lib/server/submissions/get-submission";

/**
 * Where a submission stands on its split's board: a link to the board with the model's row in
 * view (public, scored), or why it is not there and how a private result becomes public.
 */
export function BoardPlace({ submission: s }: { submission: SubmissionView }) {
  const board = `/leaderboards/${s.benchmark.slug}?splits=${encodeURIComponent(s.split.name)}#model-${s.model.id}`;
  if (!s.isPublic)
    return (
      <p className="text-sm" data-testid="board-place">
        This submission is <strong>private</strong>: only you see it, and it is not on the leaderboard. To
        show a result publicly, submit the file again with <em>Show this result publicly</em> ticked
        {s.split.hidden ? " (on a hidden split that uses one of the day's submissions)" : ""}.
      </p>
    );
  if (s.hiddenFromBoard) return null;
  return (
    <p className="text-sm" data-testid="board-place">
      {s.status === "scored" ? (
        <TextLink href={board}>See this model&apos;s row on the {s.split.name} leaderboard</TextLink>
      ) : (
        <>
          Public: once scored it appears on the <TextLink href={board}>{s.split.name} leaderboard</TextLink>.
        </>
      )}
    </p>
  );
}
