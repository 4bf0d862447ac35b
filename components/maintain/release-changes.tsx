import { TextLink } from "@/components/ui/text-link";
import type { BundleChanges } from "@/lib/server/bundles/describe-bundle-changes";
import { formatCount } from "@/lib/format";

const cell = "p-2 text-left";

/**
 * What a release changes against the benchmark before it: its splits (new, changed or
 * unchanged; linked to their claims once `linkSplits`), claim counts and label counts.
 * Never a label value.
 */
export function ReleaseChanges({
  slug,
  changes,
  linkSplits,
}: {
  slug: string;
  changes: BundleChanges;
  linkSplits: boolean;
}) {
  const { claims, labels } = changes;
  return (
    <div className="space-y-3">
      <div className="scroll-cue overflow-x-auto" tabIndex={0}>
        <table className="text-sm" data-testid="release-splits">
          <thead>
            <tr>
              <th className={cell}>Split</th>
              <th className={cell}>Kind</th>
              <th className={`${cell} text-right`}>Claims</th>
              <th className={cell}>Embargo</th>
              <th className={cell}>Change</th>
            </tr>
          </thead>
          <tbody>
            {changes.splits.map((s) => (
              <tr key={s.name} className="border-t" data-testid={`release-split-${s.name}`}>
                <td className={cell}>
                  {linkSplits ? (
                    <TextLink href={`/benchmarks/${slug}/claims?quarter=${encodeURIComponent(s.name)}`}>
                      {s.name}
                    </TextLink>
                  ) : (
                    s.name
                  )}
                </td>
                <td className={cell}>{s.kind === "dev" ? "dev (labels public)" : "test (labels hidden)"}</td>
                <td className={`${cell} text-right`}>{formatCount(s.claims)}</td>
                <td className={cell}>{s.embargoUntil ? `claims withheld until ${s.embargoUntil}` : "—"}</td>
                <td className={cell}>{s.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="release-counts">
        <li>
          Claims: {formatCount(claims.added)} new, {formatCount(claims.changed)} changed,{" "}
          {formatCount(claims.unchanged)} unchanged
          {claims.notInBundle > 0 &&
            `; ${formatCount(claims.notInBundle)} of earlier releases are not in this bundle (they stay: imports never delete)`}
        </li>
        <li>
          Labels: {formatCount(labels.added)} new, {formatCount(labels.changed)} changed
          {labels.changed > 0 && " (a new label version; submissions scored on the old labels are re-scored)"}
        </li>
        {changes.splitsNotInBundle.length > 0 && (
          <li>
            Splits of earlier releases not in this bundle (they stay): {changes.splitsNotInBundle.join(", ")}
          </li>
        )}
      </ul>
    </div>
  );
}
