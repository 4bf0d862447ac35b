import { formatDateTime } from "@/lib/format";
type OutboxItem = {
  id: string;
  to: string;
  subject: string;
  body: string;
  sentAt: string | null;
  error: string | null;
  createdAt: string;
};

/** A mail body with its http(s) addresses as links (confirmation and reset links are opened from here without SMTP). */
function LinkedText({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s<>"']+)/g).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} className="break-all text-blue-800 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** Every email the app meant to send; unsent ones are what users would have received. */
export function OutboxTable({ items }: { items: OutboxItem[] }) {
  if (items.length === 0) return <p className="text-sm text-gray-700">The outbox is empty.</p>;
  return (
    <ul className="space-y-3">
      {items.map((e) => (
        <li
          key={e.id}
          className="rounded border border-gray-200 bg-white p-3 text-sm"
          data-testid="outbox-email"
        >
          <p>
            <span className="font-medium">To:</span> {e.to} · <span className="font-medium">Created:</span>{" "}
            {formatDateTime(e.createdAt)} · {e.sentAt ? `sent ${formatDateTime(e.sentAt)}` : "not sent"}
          </p>
          <p className="font-semibold">{e.subject}</p>
          {e.error && <p className="text-red-700">Last error: {e.error}</p>}
          <pre className="mt-2 whitespace-pre-wrap font-sans text-gray-800">
            <LinkedText text={e.body} />
          </pre>
        </li>
      ))}
    </ul>
  );
}
