import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { listBenchmarksForAdmin } from "@/lib/server/benchmarks/list-benchmarks-for-admin";
import { MaintainerEditor } from "@/components/admin/maintainer-editor";
import { BenchmarkStatusEditor } from "@/components/admin/benchmark-status-editor";
import { ArchivedBadge } from "@/components/datasets/archived-badge";

export const metadata: Metadata = { title: "Benchmarks and maintainers" };
export const dynamic = "force-dynamic";

export default async function AdminBenchmarksPage() {
  const admin = await guardPage("admin");
  const benchmarks = await listBenchmarksForAdmin(admin);
  return (
    <div className="max-w-4xl space-y-4">
      <p className="text-sm">
        <TextLink href="/admin">← Users</TextLink>
      </p>
      <h1 className="text-2xl font-semibold">Benchmarks and maintainers</h1>
      <p className="text-sm text-gray-700">
        A researcher you add becomes a maintainer; removing someone keeps their role (they may maintain other
        benchmarks). An archived benchmark stays readable but takes no new submissions; an unpublished one
        answers &ldquo;not found&rdquo; to everyone but its maintainers and admins (pages, API and downloads).
        Both can be undone. Every change is in the{" "}
        <TextLink href="/admin/audit?action=benchmark.">audit log</TextLink>.
      </p>
      <ul className="space-y-4">
        {benchmarks.map((b) => (
          <li key={b.slug} className="space-y-2 rounded border bg-white p-4">
            <p className="font-medium">
              <TextLink href={`/benchmarks/${b.slug}`}>{b.title}</TextLink>{" "}
              <span className="text-sm font-normal text-gray-700">
                ({b.slug} · access {b.accessMode} · {b.published ? "published" : "not published"})
              </span>{" "}
              <ArchivedBadge archivedAt={b.archivedAt} />
            </p>
            <BenchmarkStatusEditor benchmark={b} />
            <MaintainerEditor benchmark={b} />
          </li>
        ))}
      </ul>
    </div>
  );
}
