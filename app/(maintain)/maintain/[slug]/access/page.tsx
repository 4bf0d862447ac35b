import Link from "next/link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { accessStatusFilterSchema, ACCESS_STATUSES } from "@/lib/schemas/access";
import { countryName } from "@/lib/schemas/countries";
import { listAccessQueue } from "@/lib/server/access/list-access-queue";
import { AccessQueue } from "@/components/access/access-queue";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";
import { TextLink } from "@/components/ui/text-link";

export const generateMetadata = benchmarkMetadata("access requests");
export const dynamic = "force-dynamic";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });
const FILTERS = [...ACCESS_STATUSES, "all"] as const;

export default async function AccessQueuePage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await guardPage("maintainer");
  const { slug } = paramsSchema.parse(await params);
  const status = accessStatusFilterSchema.parse((await searchParams).status);
  const queue = await listAccessQueue(user, slug, status).catch(throwPageError);
  const { benchmark } = queue;
  const show = (id: string, v: unknown): string => {
    const field = benchmark.requestFields.find((f) => f.id === id);
    if (typeof v === "boolean") return v ? "yes" : "no";
    if (field?.kind === "country" && typeof v === "string") return `${countryName(v)} (${v})`;
    return String(v);
  };
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Access requests: {benchmark.title}</h1>
      <p className="text-sm text-gray-700">
        Mode: {benchmark.accessMode}. Every decision is recorded as an audit event and the requester is
        notified. <TextLink href={`/maintain/${slug}/settings`}>Access settings</TextLink>
      </p>
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2 text-sm">
        {FILTERS.map((f) => (
          <Link
            key={f}
            href={`/maintain/${slug}/access?status=${f}`}
            aria-current={f === status ? "page" : undefined}
            className={`rounded border px-3 py-1 ${f === status ? "border-blue-700 bg-blue-50" : "border-gray-300"}`}
          >
            {f}
            {f !== "all" ? ` (${queue.counts[f] ?? 0})` : ""}
          </Link>
        ))}
      </nav>
      <AccessQueue
        key={status}
        slug={slug}
        tab={status}
        items={queue.rows.map((r) => ({
          id: r.id,
          status: r.status,
          name: r.user.name,
          email: r.user.email,
          answers: Object.entries(r.answers).map(([k, v]) => ({
            label: benchmark.requestFields.find((f) => f.id === k)?.label ?? k,
            value: show(k, v),
          })),
          reason: r.reason,
          requestedAt: r.requestedAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
          decidedBy: r.decidedBy,
        }))}
      />
    </div>
  );
}
