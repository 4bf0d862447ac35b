import { formatMetric } from "@/lib/format";
import { TextLink, TextAnchor } from "@/components/ui/text-link";
import type { ClaimDetail as Detail } from "@/lib/server/benchmarks/get-claim";
import { Table, Td, Th } from "@/components/ui/table";

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** A claim: text, context, evidence, split and dates; public gold and the viewer's own predictions where allowed. */
export function ClaimDetail({ claim, signedIn }: { claim: Detail; signedIn: boolean }) {
  const { split } = claim;
  const splitKind =
    split.kind === "test"
      ? split.retiredAt
        ? "retired test split (labels public)"
        : "hidden test split"
      : split.labelsPublic
        ? "dev split (labels public)"
        : `dev split (labels hidden until ${day(split.embargoUntil)})`;
  return (
    <article className="max-w-3xl space-y-5" aria-labelledby="claim-heading">
      <div className="space-y-1">
        <h2 id="claim-heading" className="text-xl font-semibold">
          Claim <span className="whitespace-nowrap">{claim.claimId}</span>
        </h2>
        <p className="text-sm text-gray-700" data-testid="claim-split">
          Split <strong>{split.name}</strong>, {splitKind}
          {claim.claimDate && (
            <>
              {" "}
              · claimed on <time dateTime={claim.claimDate}>{claim.claimDate}</time>
            </>
          )}
          {claim.release && (
            <>
              {" "}
              · release {claim.release.version}
              {claim.release.publishedAt && <>, published {day(claim.release.publishedAt)}</>}
            </>
          )}
        </p>
      </div>
      {!claim.canRead ? (
        <div className="rounded border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="claim-locked">
          <p>
            The claims of {claim.benchmark.title} are shared with approved users only (
            {claim.benchmark.accessMode === "auto"
              ? "access is granted on request"
              : "a maintainer reviews each request"}
            ).
          </p>
          <p className="mt-2">
            {signedIn ? null : (
              <>
                <TextLink
                  href={`/signin?callbackUrl=${encodeURIComponent(`/benchmarks/${claim.benchmark.slug}/claims/${encodeURIComponent(claim.claimId)}`)}`}
                >
                  Sign in
                </TextLink>
                , then{" "}
              </>
            )}
            <TextLink href={`/benchmarks/${claim.benchmark.slug}/access`}>
              {signedIn ? "Request access" : "request access"}
            </TextLink>{" "}
            to read its text and evidence.
          </p>
        </div>
      ) : (
        <>
          <blockquote
            className="rounded border-l-4 border-blue-700 bg-white p-3 text-lg"
            data-testid="claim-text"
          >
            {claim.text}
          </blockquote>
          <p className="text-sm text-gray-700">
            {claim.language ?? "language unknown"} ·{" "}
            {claim.media.length > 0 ? claim.media.join(", ") : "text only"}
          </p>
          {claim.context && (
            <section className="space-y-1">
              <h3 className="font-semibold">Context</h3>
              <p className="whitespace-pre-line text-sm">{claim.context}</p>
            </section>
          )}
          <section className="space-y-1">
            <h3 className="font-semibold">Evidence ({claim.evidence.length})</h3>
            {claim.evidence.length === 0 ? (
              <p className="text-sm text-gray-700">This claim lists no evidence.</p>
            ) : (
              <ol className="list-decimal space-y-1 pl-6 text-sm" data-testid="claim-evidence">
                {claim.evidence.map((e) => (
                  <li key={e.id} className="break-words">
                    <span className="font-mono text-xs">{e.id}</span>{" "}
                    {e.url && isWebUrl(e.url) ? (
                      <TextAnchor href={e.url} rel="nofollow noopener noreferrer" target="_blank">
                        {e.title ?? e.url}
                      </TextAnchor>
                    ) : (
                      (e.title ?? e.url ?? "")
                    )}
                    {e.published && <span className="text-gray-700"> · published {e.published}</span>}
                    {e.slice !== null && <span className="text-gray-700"> · slice {e.slice}</span>}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className="space-y-1">
            <h3 className="font-semibold">Label</h3>
            {claim.gold ? (
              <p data-testid="claim-label">
                {claim.gold.label !== null && <strong>{claim.gold.label}</strong>}
                {claim.gold.integrity !== null && (
                  <>
                    integrity <strong>{claim.gold.integrity.toFixed(2)}</strong>
                  </>
                )}
                {claim.gold.labelsBySlice && (
                  <span className="text-sm text-gray-700">
                    {" "}
                    · by slice:{" "}
                    {Object.entries(claim.gold.labelsBySlice)
                      .sort(([a], [b]) => Number(a) - Number(b))
                      .map(([s, l]) => `${s}: ${l}`)
                      .join(", ")}
                  </span>
                )}
              </p>
            ) : (
              <p className="text-sm text-gray-700" data-testid="claim-label">
                {split.labelsPublic
                  ? "No label yet."
                  : "Hidden: this split's labels are not public, so neither the label nor per-claim results are shown."}
              </p>
            )}
          </section>
          {split.labelsPublic && signedIn && (
            <section className="space-y-1">
              <h3 className="font-semibold">Your predictions</h3>
              {claim.predictions.length === 0 ? (
                <p className="text-sm text-gray-700">None of your scored submissions covers this claim.</p>
              ) : (
                <Table data-testid="claim-predictions">
                  <thead>
                    <tr>
                      <Th>Submission</Th>
                      <Th>Slice</Th>
                      <Th>Variant</Th>
                      <Th>Prediction</Th>
                      <Th>Result</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {claim.predictions.map((p, i) => (
                      <tr key={i}>
                        <Td>
                          <TextLink href={`/submissions/${p.submissionId}`}>{p.model}</TextLink>{" "}
                          <span className="text-xs text-gray-700">{day(p.createdAt)}</span>
                        </Td>
                        <Td>{p.slice ?? "–"}</Td>
                        <Td>{p.variant}</Td>
                        <Td>
                          {p.missing
                            ? "missing"
                            : (p.label ?? (p.score !== null ? p.score.toFixed(2) : "unparsed"))}
                        </Td>
                        <Td>
                          {p.integrity ? (
                            <>
                              squared error {formatMetric("mse", p.integrity.squaredError)} · 3-bin{" "}
                              {p.integrity.bin3Agrees ? "right" : "wrong"}
                            </>
                          ) : p.correct === null ? (
                            "–"
                          ) : p.correct ? (
                            "correct"
                          ) : (
                            "wrong"
                          )}
                        </Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </section>
          )}
        </>
      )}
    </article>
  );
}
