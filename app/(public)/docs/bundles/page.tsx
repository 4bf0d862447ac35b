import type { Metadata } from "next";
import { guardPage } from "@/lib/auth/guard-page";
import { readBundleFormat } from "@/lib/server/docs/read-bundle-format";

export const metadata: Metadata = { title: "Benchmark bundle format" };

/** docs/BUNDLES.md as written in the repository, so the page and the file never disagree. */
export default async function BundleFormatPage() {
  await guardPage("public");
  const text = await readBundleFormat();
  return (
    <div className="max-w-4xl space-y-3">
      <p className="text-sm text-gray-700">
        From <code>docs/BUNDLES.md</code> in the LiveCheck repository.
      </p>
      <pre
        className="overflow-x-auto whitespace-pre-wrap break-words rounded border bg-white p-4 text-sm"
        data-testid="bundle-format"
      >
        {text}
      </pre>
    </div>
  );
}
