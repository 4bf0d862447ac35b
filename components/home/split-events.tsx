import { TextLink } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format";
import type { SplitEvent } from "@/lib/server/home/list-split-events";

const WORDS: Record<SplitEvent["event"], string> = {
  opens: "opens",
  opened: "opened",
  retired: "retired (labels public)",
};

/** Embargo ends coming up (maintainers only) and splits that opened or were retired lately. */
export function SplitEvents({ upcoming, recent }: { upcoming: SplitEvent[]; recent: SplitEvent[] }) {
  if (upcoming.length === 0 && recent.length === 0)
    return (
      <p className="text-sm text-gray-700">
        No split opened or was retired in the last four months, and none of yours is under embargo.
      </p>
    );
  return (
    <ul className="space-y-1 text-sm" data-testid="home-splits">
      {[...upcoming, ...recent].map((e) => (
        <li key={`${e.benchmark}-${e.split}-${e.event}`} className="flex flex-wrap gap-x-2">
          <time className="whitespace-nowrap font-mono text-xs leading-5" dateTime={e.at}>
            {formatDate(e.at)}
          </time>
          <TextLink href={`/benchmarks/${e.benchmark}`}>
            {e.benchmarkTitle} {e.split}
          </TextLink>
          <span>
            ({e.kind}) {WORDS[e.event]}
            {e.event === "opens" ? " · you maintain it, visitors do not see it yet" : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
