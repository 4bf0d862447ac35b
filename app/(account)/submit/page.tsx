import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { firstValues } from "@/lib/schemas/claims-query";
import { getBenchmark } from "@/lib/server/benchmarks/get-benchmark";
import { listBenchmarks } from "@/lib/server/benchmarks/list-benchmarks";
import { listMyModels } from "@/lib/server/models/list-my-models";
import { getQuotaStatus } from "@/lib/server/submissions/get-quota-status";
import { getSubmitFormat } from "@/lib/server/submissions/get-submit-format";
import { hiddenSubmitProblem } from "@/lib/server/submissions/check-hidden-submit";
import { isHiddenSplit } from "@/lib/release/is-hidden-split";
import { SubmitForm } from "@/components/submissions/submit-form";
import type { SubmitBenchmark } from "@/components/submissions/submit-types";

export const metadata: Metadata = { title: "Submit" };

const searchSchema = z.object({
  benchmark: z.string().max(200).optional().catch(undefined),
  model: z.string().max(100).optional().catch(undefined),
});

export default async function SubmitPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await guardPage("user");
  const search = searchSchema.parse(firstValues(await searchParams));
  const [summaries, models] = await Promise.all([listBenchmarks(user), listMyModels(user)]);
  const benchmarks: SubmitBenchmark[] = await Promise.all(
    summaries.map(async (s) => {
      const b = await getBenchmark(user, s.slug);
      const problem = b.splits.some((sp) =>
        isHiddenSplit({
          kind: sp.kind,
          embargoUntil: sp.embargoUntil ? new Date(sp.embargoUntil) : null,
          retiredAt: sp.retiredAt ? new Date(sp.retiredAt) : null,
        }),
      )
        ? await hiddenSubmitProblem(user, b)
        : null;
      const splits = await Promise.all(
        b.splits.map(async (sp) => {
          const quota = await getQuotaStatus(user, b.id, { name: sp.name });
          const hidden = isHiddenSplit({
            kind: sp.kind,
            embargoUntil: sp.embargoUntil ? new Date(sp.embargoUntil) : null,
            retiredAt: sp.retiredAt ? new Date(sp.retiredAt) : null,
          });
          return {
            name: sp.name,
            kind: sp.kind,
            hidden,
            embargoUntil: sp.embargoUntil,
            claimCount: sp.claimCount,
            blocked: hidden ? problem : null,
            quota:
              quota.applies && quota.limit !== null && quota.remaining !== null
                ? { limit: quota.limit, used: quota.used, remaining: quota.remaining, resetAt: quota.resetAt }
                : null,
          };
        }),
      );
      const access = b.hasContentAccess;
      return {
        slug: b.slug,
        title: b.title,
        track: b.track,
        hasAccess: access,
        archivedAt: b.archivedAt,
        splits,
        format: await getSubmitFormat(b, access),
      };
    }),
  );
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Submit predictions</h1>
        <p className="text-sm text-gray-700">
          One prediction per claim (and per slice on sliced benchmarks), as JSONL or CSV. Files are checked as
          they arrive; a broken file is refused with the line and field at fault. See{" "}
          <TextLink href="/submissions">your submissions</TextLink> and{" "}
          <TextLink href="/models">your models</TextLink>.
        </p>
      </div>
      {benchmarks.length === 0 ? (
        <p className="text-gray-700">No benchmark is open for submissions yet.</p>
      ) : (
        <SubmitForm
          benchmarks={benchmarks}
          models={models.map((m) => ({ id: m.id, name: m.name, regime: m.regime }))}
          initialBenchmark={search.benchmark}
          initialModel={search.model}
        />
      )}
    </div>
  );
}
