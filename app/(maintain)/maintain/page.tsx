import { ACCESS_MODE_WORDS, type AccessMode } from "@/lib/vocabulary";
import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/auth/guard-page";
import { listMaintainedBenchmarks } from "@/lib/server/benchmarks/list-maintained-benchmarks";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Maintain" };

export default async function MaintainPage() {
  const user = await guardPage("maintainer");
  const benchmarks = await listMaintainedBenchmarks(user);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Benchmarks you maintain</h1>
      <Link href="/maintain/import" className="inline-block rounded bg-blue-700 px-4 py-2 text-sm text-white">
        Import a bundle
      </Link>
      {benchmarks.length === 0 && (
        <p className="text-gray-700">You maintain no benchmark yet. Import a bundle to create one.</p>
      )}
      <ul className="space-y-2">
        {benchmarks.map((b) => (
          <li key={b.slug} className="rounded border bg-white p-3">
            <p className="font-medium">
              {b.title} {b.isDemo && <span className="rounded bg-amber-100 px-1 text-xs">demo data</span>}
            </p>
            <p className="text-sm">
              access {ACCESS_MODE_WORDS[b.accessMode as AccessMode] ?? b.accessMode} ·{" "}
              <TextLink href={`/maintain/${b.slug}/access`}>requests ({b.pendingRequests} pending)</TextLink>{" "}
              · <TextLink href={`/maintain/${b.slug}/settings`}>access settings</TextLink> ·{" "}
              <TextLink href={`/maintain/${b.slug}/leaderboard`}>leaderboard settings</TextLink> ·{" "}
              <TextLink href={`/maintain/${b.slug}/disclosure`}>hidden splits and disclosure</TextLink> ·{" "}
              <TextLink href={`/maintain/${b.slug}/contamination`}>
                contamination (oracle, τ, human labels)
              </TextLink>{" "}
              · <TextLink href={`/maintain/${b.slug}/prompts`}>official prompts</TextLink> ·{" "}
              <TextLink href={`/benchmarks/${b.slug}`}>public page</TextLink>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
