import { TextLink } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format";
import type { RecentSubmission } from "@/lib/server/home/list-recent-submissions";

/** The newest public submissions, each linking to its model and board. */
export function RecentSubmissions({ rows }: { rows: RecentSubmission[] }) {
  if (rows.length === 0) return <p className="text-sm text-gray-700">No public submission yet.</p>;
  return (
    <ul
      className="divide-y divide-gray-200 rounded border border-gray-200 bg-white text-sm"
      data-testid="home-recent"
    >
      {rows.map((r) => (
        <li key={r.id} className="grid grid-cols-[1fr_auto] gap-x-2 px-3 py-1.5">
          <span className="min-w-0 truncate">
            <TextLink className="font-medium" href={`/leaderboards/${r.benchmark}/models/${r.modelId}`}>
              {r.model}
            </TextLink>{" "}
            <span className="text-gray-700">on</span>{" "}
            <TextLink href={`/leaderboards/${r.benchmark}?splits=${r.split}`} title={r.benchmarkTitle}>
              {r.benchmarkTitle}
            </TextLink>{" "}
            {r.split}
          </span>
          <time className="whitespace-nowrap text-xs leading-5 text-gray-700" dateTime={r.createdAt}>
            {formatDate(r.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
