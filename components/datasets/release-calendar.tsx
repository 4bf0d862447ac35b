import { formatDateTime } from "@/lib/format";
import type {
  CalendarEvent,
  ReleaseCalendar as Calendar,
} from "@/lib/server/benchmarks/get-release-calendar";

/** The benchmark's release calendar: what is coming (soonest first), then what happened. */
export function ReleaseCalendar({ calendar }: { calendar: Calendar }) {
  if (calendar.upcoming.length === 0 && calendar.past.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="release-calendar">
      <h2 id="release-calendar" className="text-lg font-semibold">
        Release calendar
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <EventList title="Coming up" events={calendar.upcoming} empty="Nothing is scheduled." />
        <EventList title="Past" events={calendar.past} empty="Nothing has happened yet." />
      </div>
    </section>
  );
}

function EventList({ title, events, empty }: { title: string; events: CalendarEvent[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-gray-700">{title}</h3>
      {events.length === 0 ? (
        <p className="text-sm text-gray-700">{empty}</p>
      ) : (
        <ol className="text-sm">
          {events.map((e) => (
            <li
              key={`${e.kind}-${e.at}-${e.text}`}
              className="flex flex-wrap gap-x-2 border-b py-1 last:border-b-0"
            >
              <time dateTime={e.at} className="shrink-0 tabular-nums text-gray-700">
                {formatDateTime(e.at)}
              </time>
              <span>{e.text}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
