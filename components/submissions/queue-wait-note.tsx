import { formatWait } from "@/lib/format";

/** "3 jobs ahead; typical wait today ~4 min", or that nothing has started today to judge by. */
export function queueWaitText({
  ahead,
  typicalWaitMs,
}: {
  ahead: number;
  typicalWaitMs: number | null;
}): string {
  const jobs = ahead === 0 ? "No job ahead" : `${ahead} job${ahead === 1 ? "" : "s"} ahead`;
  return typicalWaitMs === null
    ? `${jobs}; no scoring job has started today (UTC) to judge the wait by.`
    : `${jobs}; typical wait today ~${formatWait(typicalWaitMs)}.`;
}

/** The scoring queue as a participant sees it: counts only, nothing of whose jobs they are. */
export function QueueWaitNote({ ahead, typicalWaitMs }: { ahead: number; typicalWaitMs: number | null }) {
  return (
    <p className="text-sm text-gray-700" data-testid="queue-wait">
      Scoring queue: {queueWaitText({ ahead, typicalWaitMs })}
    </p>
  );
}
