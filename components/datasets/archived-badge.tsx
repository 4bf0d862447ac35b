import { formatDate } from "@/lib/format";

/** The "Archived" mark an admin's archiving puts on a benchmark wherever it is named. */
export function ArchivedBadge({ archivedAt }: { archivedAt: string | null }) {
  if (!archivedAt) return null;
  return (
    <span
      className="rounded bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800"
      title={`Archived on ${formatDate(archivedAt)}: readable, but it takes no new submissions`}
      data-testid="archived-badge"
    >
      Archived
    </span>
  );
}
