import type { PromptVersionView } from "@/lib/server/prompts/prompt-versions";

const TASK_NAMES = {
  verdict: "Verdict",
  integrity: "Integrity",
  article: "Closed-book article (contamination probe)",
};

/**
 * The benchmark's official prompts (DOMAIN §8): the current version's template for the
 * track and the probe, older versions folded away. Public, so a run by LiveCheck can be
 * reproduced.
 */
export function OfficialPrompts({
  track,
  versions,
}: {
  track: "verdict" | "integrity";
  versions: PromptVersionView[];
}) {
  const ordered = [...versions].reverse();
  return (
    <section className="space-y-2" id="prompts" aria-labelledby="prompts-heading">
      <h2 id="prompts-heading" className="text-lg font-semibold">
        Official prompts
      </h2>
      <p className="text-sm text-gray-700">
        What LiveCheck sends a model&apos;s endpoint when it runs the model on this benchmark (one request per
        claim, slice and variant). Placeholders in double braces are filled per item; the final answer is read
        from its first <code>[[…]]</code>. Every evaluation records the version it used.
      </p>
      {ordered.map((v, i) => (
        <details key={v.version} open={i === 0} className="rounded border border-gray-200 p-3">
          <summary className="cursor-pointer text-sm font-medium">
            Version {v.version}
            {i === 0 ? " (current)" : ""}
            {v.createdAt ? `, added ${v.createdAt.slice(0, 10)}` : ", shipped with LiveCheck"}
            {v.note ? `: ${v.note}` : ""}
          </summary>
          {([track, "article"] as const).map((task) => (
            <div key={task} className="mt-2 space-y-1">
              <h3 className="text-sm font-medium">{TASK_NAMES[task]}</h3>
              <pre className="overflow-x-auto rounded bg-gray-50 p-2 text-xs whitespace-pre-wrap">
                {v.templates[task]}
              </pre>
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
