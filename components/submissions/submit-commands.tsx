"use client";
import { useSyncExternalStore } from "react";
import { CopyableBlock } from "@/components/ui/copy-button";

const noSubscribe = () => () => {};

/**
 * The same upload from a terminal, for the benchmark, split, model and regime chosen above:
 * curl against the API (a token with the `write` scope) and the client's submit command. The
 * host is the page's own origin.
 */
export function SubmitCommands({
  slug,
  split,
  modelId,
  regime,
}: {
  slug: string;
  split: string;
  modelId: string;
  regime: string;
}) {
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "http://localhost:3000",
  );
  const model = modelId || "<model id>";
  const splitField = split && split !== "all" ? ` -F split=${split}` : "";
  const curl = [
    `curl -H "Authorization: Bearer $LIVECHECK_TOKEN" \\`,
    `  -F benchmark=${slug}${splitField} -F modelId=${model} -F regime=${regime} \\`,
    `  -F isPublic=false -F file=@predictions.jsonl \\`,
    `  ${origin}/api/v1/submissions`,
  ].join("\n");
  const hostFlag = origin === "http://localhost:3000" ? "" : ` --host ${origin}`;
  const client = `livecheck submit ${slug} predictions.jsonl --model ${model}${split && split !== "all" ? ` --split ${split}` : ""} --regime ${regime} --wait${hostFlag}`;
  return (
    <details className="text-sm" data-testid="submit-commands">
      <summary className="cursor-pointer text-blue-800 underline">The same upload from a terminal</summary>
      <div className="mt-2 space-y-3">
        <p className="text-gray-700">
          With a token from Account → API tokens (the <code>write</code> scope) in{" "}
          <code>LIVECHECK_TOKEN</code>; set <code>isPublic=true</code> (or <code>--public</code>) to show the
          result publicly.
        </p>
        <CopyableBlock text={curl} label="curl command" testId="submit-curl" />
        <CopyableBlock text={client} label="client command" testId="submit-client" />
      </div>
    </details>
  );
}
