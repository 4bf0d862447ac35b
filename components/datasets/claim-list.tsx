import { TextLink } from "@/components/ui/text-link";
import { formatCount } from "@/lib/format";
import type { ClaimPage } from "@/lib/server/benchmarks/list-claims";

/** One page of claims with paging links that keep the filters. */
export function ClaimList({
  page,
  slug,
  params,
}: {
  page: ClaimPage;
  slug: string;
  params: Record<string, string>;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const href = (n: number) =>
    `/benchmarks/${slug}/claims?${new URLSearchParams({ ...params, page: String(n) }).toString()}`;
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700" data-testid="claim-total">
        {formatCount(page.total)} claims · page {page.page} of {pages}
      </p>
      {page.items.length === 0 && <p>No claims match these filters.</p>}
      <ul className="space-y-2">
        {page.items.map((c) => (
          <li key={c.claimId} className="rounded border bg-white p-3">
            <p>{c.text}</p>
            <p className="mt-1 text-xs text-gray-600">
              <TextLink
                href={`/benchmarks/${slug}/claims/${encodeURIComponent(c.claimId)}`}
                className="whitespace-nowrap"
              >
                {c.claimId}
              </TextLink>{" "}
              · {c.claimDate} ({c.quarter}) · {c.language ?? "language unknown"} ·{" "}
              {c.media.length ? c.media.join(", ") : "text only"} · {c.evidenceCount} evidence items
              {c.label !== null && (
                <>
                  {" "}
                  · label: <strong>{c.label}</strong>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
      <nav aria-label="Pages" className="flex gap-3 text-sm">
        {page.page > 1 && <TextLink href={href(page.page - 1)}>Previous page</TextLink>}
        {page.page < pages && <TextLink href={href(page.page + 1)}>Next page</TextLink>}
      </nav>
    </div>
  );
}
