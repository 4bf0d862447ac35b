import { TextLink, TextAnchor } from "@/components/ui/text-link";
import type { SubmitBenchmark } from "./submit-types";

const code = "rounded bg-gray-100 px-1 font-mono text-[0.85em]";

/**
 * Teaches the file format of the chosen benchmark and split: the fields, this benchmark's
 * labels, slices and variants, three example lines over real claim ids of the split, and
 * the empty templates of the chosen split (of every split for "All splits in the file"). Example labels come from the label set, not from gold.
 */
export function FormatGuide({ benchmark, split }: { benchmark: SubmitBenchmark; split: string }) {
  const { format } = benchmark;
  const exampleSplit = split === "all" ? benchmark.splits[0]?.name : split;
  const examples = (exampleSplit && format.examples[exampleSplit]) || [];
  const isIntegrity = benchmark.track === "integrity";
  const columns = [
    "claim_id",
    ...(format.slices.length > 0 ? ["slice"] : []),
    isIntegrity ? "score" : "label",
    ...(format.properties.length > 0 ? ["properties"] : []),
  ];
  return (
    <section
      className="space-y-3 rounded border border-gray-200 bg-gray-50 p-4 text-sm"
      data-testid="format-guide"
    >
      <h2 className="text-base font-semibold">File format for {benchmark.title}</h2>
      <p>
        One JSON object per line (<code className={code}>.jsonl</code>) or a CSV file with a header row (
        <code className={code}>.csv</code>), one line per claim{format.slices.length > 0 ? " and slice" : ""}:
      </p>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt>
          <code className={code}>claim_id</code>
        </dt>
        <dd>
          required: the claim&apos;s id, as in the split&apos;s claims file (a claim belongs to one split).
        </dd>
        {isIntegrity ? (
          <>
            <dt>
              <code className={code}>score</code>
            </dt>
            <dd>required: your integrity score, a number from -1 to 1.</dd>
            {format.properties.length > 0 && (
              <>
                <dt>
                  <code className={code}>properties</code>
                </dt>
                <dd data-testid="format-properties">
                  optional: scores of this benchmark&apos;s claim and media properties, each a number from -1
                  to 1, as an object{" "}
                  <code className={code}>
                    {"{"}&quot;{format.properties[0]!.name}&quot;: 0.5, …{"}"}
                  </code>{" "}
                  (in CSV, that JSON in the <code className={code}>properties</code> column). Names:
                  <ul className="mt-1 list-disc pl-5">
                    {format.properties.map((p) => (
                      <li key={p.name}>
                        <code className={code}>{p.name}</code> ({p.kind} property)
                        {p.description ? `: ${p.description}` : ""}
                      </li>
                    ))}
                  </ul>
                  A property you leave out of a line is not scored for that claim; each property&apos;s MSE is
                  over the claims that give it, and the result says how many left it out.
                </dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>
              <code className={code}>label</code> or <code className={code}>raw_output</code>
            </dt>
            <dd>
              one of them: <code className={code}>label</code> is one of{" "}
              <span data-testid="format-labels">{format.labels.join(", ")}</span> (case does not matter);{" "}
              <code className={code}>raw_output</code> is your model&apos;s text with the verdict in double
              brackets, e.g. <code className={code}>[[{format.labels[0] ?? "Label"}]]</code>.
            </dd>
          </>
        )}
        <dt>
          <code className={code}>slice</code>
        </dt>
        <dd data-testid="format-slices">
          {format.slices.length > 0 ? (
            <>
              required: one line for each of {format.slices.join(", ")} (days from the claim date the evidence
              may reach).
            </>
          ) : (
            <>not used on this benchmark: leave it out.</>
          )}
        </dd>
        <dt>
          <code className={code}>variant</code>
        </dt>
        <dd data-testid="format-variants">
          {format.variants.includes("shifted") ? (
            <>
              optional: <code className={code}>original</code> (the default) or{" "}
              <code className={code}>shifted</code>; once you send any shifted line, every claim needs one.
            </>
          ) : (
            <>
              only <code className={code}>original</code> (the default) on this benchmark: leave it out.
            </>
          )}
        </dd>
      </dl>
      {benchmark.hasAccess ? (
        <>
          <div className="space-y-1">
            <p className="font-medium">
              Example lines{exampleSplit ? <> from split {exampleSplit}</> : null} (made-up predictions, not
              the answers):
            </p>
            <pre
              className="overflow-x-auto rounded border border-gray-200 bg-white p-2 text-xs"
              tabIndex={0}
              data-testid="format-examples"
            >
              {examples.join("\n")}
            </pre>
            <p className="text-xs text-gray-700">
              As CSV: the header <code className={code}>{columns.join(",")}</code>, then one row per line
              above.
            </p>
          </div>
          <div className="space-y-1">
            <p className="font-medium">
              Templates: every claim id of a split, predictions left empty for you to fill in
            </p>
            <ul className="space-y-1" data-testid="format-templates">
              {benchmark.splits
                .filter((s) => split === "all" || split === "" || s.name === split)
                .map((s) => (
                  <li key={s.name}>
                    {s.name} ({s.claimCount} claims):{" "}
                    <TextAnchor
                      download
                      href={`/api/v1/benchmarks/${benchmark.slug}/splits/${s.name}/template?format=jsonl`}
                    >
                      {s.name} template (JSONL)
                    </TextAnchor>
                    {" · "}
                    <TextAnchor
                      download
                      href={`/api/v1/benchmarks/${benchmark.slug}/splits/${s.name}/template?format=csv`}
                    >
                      {s.name} template (CSV)
                    </TextAnchor>
                  </li>
                ))}
            </ul>
          </div>
        </>
      ) : (
        <p>
          Example lines and templates list this benchmark&apos;s claims:{" "}
          <TextLink href={`/benchmarks/${benchmark.slug}/access`}>request access</TextLink> to see them.
        </p>
      )}
    </section>
  );
}
