import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { guardPage } from "@/lib/auth/guard-page";
import { isAppError } from "@/lib/errors/app-error";
import { AUDIT_PAGE_SIZE, listAuditEvents } from "@/lib/server/audit/list-audit-events";
import { formatCount, formatDateTime } from "@/lib/format";
import { Notice } from "@/components/ui/notice";

export const metadata: Metadata = { title: "Audit log" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const FILTERS = [
  { name: "actor", label: "Actor (email)", type: "text" },
  { name: "action", label: "Action (e.g. access.approve, or access.)", type: "text" },
  { name: "benchmark", label: "Benchmark (slug)", type: "text" },
  { name: "from", label: "From (UTC day)", type: "date" },
  { name: "to", label: "To (UTC day, inclusive)", type: "date" },
] as const;

export default async function AuditLogPage({ searchParams }: Props) {
  const admin = await guardPage("admin");
  const raw = Object.fromEntries(
    Object.entries(await searchParams)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])
      .filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
  const result = await listAuditEvents(admin, raw).then(
    (r) => ({ ...r, error: null }),
    (err: unknown) => {
      if (!isAppError(err) || err.status !== 400) throw err;
      return {
        query: null,
        rows: [],
        total: 0,
        error: `${err.message}: ${Object.entries(err.fields ?? {})
          .map(([k, v]) => `${k} ${v}`)
          .join("; ")}`,
      };
    },
  );
  const page = result.query?.page ?? 1;
  const pages = Math.max(1, Math.ceil(result.total / AUDIT_PAGE_SIZE));
  const href = (n: number) => `/admin/audit?${new URLSearchParams({ ...raw, page: String(n) }).toString()}`;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <TextLink href="/admin">← Users</TextLink>
      </p>
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <form method="get" className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        {FILTERS.map((f) => (
          <label key={f.name} className="flex flex-col text-xs">
            {f.label}
            <input
              name={f.name}
              type={f.type}
              defaultValue={raw[f.name] ?? ""}
              className="rounded border px-2 py-1 text-sm"
            />
          </label>
        ))}
        <button type="submit" className="rounded bg-blue-700 px-3 py-2 text-sm text-white">
          Filter
        </button>
      </form>
      {result.error && <Notice tone="error">{result.error}</Notice>}
      <p className="text-sm" data-testid="audit-total">
        {formatCount(result.total)} event(s) · page {page} of {pages}
      </p>
      {/* Below 640 px each event is a stacked card: a five-column table would not fit. */}
      <div className="sm:overflow-x-auto">
        <table className="block w-full text-left text-sm sm:table">
          <thead className="hidden sm:table-header-group">
            <tr>
              <th className="p-2">When</th>
              <th className="p-2">Actor</th>
              <th className="p-2">Action</th>
              <th className="p-2">Target</th>
              <th className="p-2">Detail</th>
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {result.rows.map((e) => (
              <tr
                key={e.id}
                className="block border-t py-2 align-top sm:table-row sm:py-0"
                data-testid="audit-row"
              >
                <td className="block px-2 py-0.5 sm:table-cell sm:whitespace-nowrap sm:p-2">
                  {formatDateTime(e.at)}
                </td>
                <td className="block break-all px-2 py-0.5 sm:table-cell sm:p-2">
                  <span className="font-semibold sm:hidden">Actor: </span>
                  {e.actor ?? "system"}
                </td>
                <td className="block px-2 py-0.5 font-mono text-xs sm:table-cell sm:p-2">{e.action}</td>
                <td className="block break-all px-2 py-0.5 text-xs sm:table-cell sm:p-2">
                  {e.targetType} {e.targetId}
                </td>
                <td className="block px-2 py-0.5 font-mono text-xs break-words sm:table-cell sm:max-w-md sm:break-all sm:p-2">
                  {e.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="flex gap-4 text-sm">
        {page > 1 && <TextLink href={href(page - 1)}>Previous page</TextLink>}
        {page < pages && <TextLink href={href(page + 1)}>Next page</TextLink>}
      </nav>
    </div>
  );
}
