import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { firstValues } from "@/lib/schemas/claims-query";
import { getSubmitPage } from "@/lib/server/submissions/get-submit-page";
import { SubmitForm } from "@/components/submissions/submit-form";
import { QueueWaitNote } from "@/components/submissions/queue-wait-note";

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
  const { benchmarks, models, queue } = await getSubmitPage(user);
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
        <QueueWaitNote {...queue} />
      </div>
      {benchmarks.length === 0 ? (
        <p className="text-gray-700">No benchmark is open for submissions yet.</p>
      ) : (
        <SubmitForm
          benchmarks={benchmarks}
          models={models}
          initialBenchmark={search.benchmark}
          initialModel={search.model}
        />
      )}
    </div>
  );
}
