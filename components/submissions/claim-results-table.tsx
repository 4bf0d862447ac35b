import { TextLink } from "@/components/ui/text-link";
import type { ClaimResultRow } from "@/lib/server/submissions/get-claim-results";

type Props = {
  slug: string;
  submissionId: string;
  rows: ClaimResultRow[];
  /** 1-based page of `pageSize` rows; `total` rows in all. */
  page: number;
  pageSize: number;
  total: number;
};

const cell = "p-2 align-top";
const verdict = (r: ClaimResultRow) =>
  r.missing ? "missing" : r.correct !== undefined ? (r.correct ? "correct" : "wrong") : "";

/**
 * The owner's per-claim results on a public-label split, one row per (claim, slice, variant)
 * as scored; each claim id opens its claim page.
 */
export function ClaimResultsTable({ slug, submissionId, rows, page, pageSize, total }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => `/submissions/${submissionId}?results=${p}#claim-results`;
  const isVerdict = rows.some((r) => r.correct !== undefined);
  return (
    <section className="space-y-2" id="claim-results" aria-labelledby="claim-results-heading">
      <h2 id="claim-results-heading" className="text-lg font-semibold">
        Per-claim results
      </h2>
      <div className="scroll-cue overflow-x-auto" tabIndex={0}>
        <table className="text-sm" data-testid="claim-results">
          <thead>
            <tr className="text-left">
              <th className={cell}>Claim</th>
              <th className={cell}>Slice</th>
              <th className={cell}>Variant</th>
              <th className={cell}>Predicted</th>
              <th className={cell}>{isVerdict ? "Result" : "Squared error"}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.claim_id}|${r.slice}|${r.variant}`} className="border-t">
                <td className={`${cell} whitespace-nowrap`}>
                  <TextLink href={`/benchmarks/${slug}/claims/${encodeURIComponent(r.claim_id)}`}>
                    {r.claim_id}
                  </TextLink>
                </td>
                <td className={cell}>{r.slice ?? "—"}</td>
                <td className={cell}>{r.variant}</td>
                <td className={`${cell} break-all`}>{r.predicted ?? (r.score === null ? "—" : r.score)}</td>
                <td className={cell}>
                  {isVerdict ? verdict(r) : r.missing ? "missing" : (r.squared_error?.toFixed(3) ?? "—")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Per-claim result pages" className="flex flex-wrap items-center gap-3 text-sm">
          {page > 1 && <TextLink href={href(page - 1)}>← Previous</TextLink>}
          <span>
            Page {page} of {pages} ({total} rows)
          </span>
          {page < pages && <TextLink href={href(page + 1)}>Next →</TextLink>}
        </nav>
      )}
    </section>
  );
}
