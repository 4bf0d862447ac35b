import { formatDate } from "./format-date";

/** Why an archived benchmark refuses a submission: the same words on the Submit page and from the API. */
export function archivedMessage(title: string, archivedAt: string | Date): string {
  return `${title} was archived on ${formatDate(archivedAt)}: it takes no new submissions. Its claims, files and leaderboard stay readable.`;
}
