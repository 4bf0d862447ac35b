import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { BundleUpload } from "@/components/maintain/bundle-upload";

export const metadata: Metadata = { title: "Import a bundle" };

export default async function ImportPage() {
  await guardPage("maintainer");
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Import a benchmark bundle</h1>
      <p className="text-sm text-gray-700">
        Upload a .zip or .tar.gz of a bundle folder (benchmark.json, claims.jsonl, labels.jsonl, optional
        oracle_evidence.jsonl and splits.json): see{" "}
        <TextLink href="/docs/bundles">the bundle format</TextLink>. The whole bundle is checked before
        anything is kept. A checked bundle becomes a draft release that nobody else sees: you then review what
        publishing it will make public (the benchmark card, splits, claim counts, files, access) and what it
        changes, and publish it, or discard it. Importing the same bundle again changes nothing, and corrected
        labels become a new label version. From a shell: <code>npm run bundle:import -- &lt;path&gt;</code>{" "}
        (add <code>--publish</code> to publish at once).
      </p>
      <BundleUpload />
    </div>
  );
}
