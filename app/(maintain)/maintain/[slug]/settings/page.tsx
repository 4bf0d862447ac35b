import { TextLink } from "@/components/ui/text-link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { throwPageError } from "@/lib/errors/page-errors";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { AccessSettingsForm } from "@/components/access/access-settings-form";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";

export const generateMetadata = benchmarkMetadata("access settings");
export const dynamic = "force-dynamic";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

export default async function AccessSettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await guardPage("maintainer");
  const { slug } = paramsSchema.parse(await params);
  const benchmark = await getMaintainedBenchmark(user, slug).catch(throwPageError);
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">Access settings: {benchmark.title}</h1>
      <p className="text-sm text-gray-700">
        Changes are recorded as audit events. Existing requests keep their state when the mode changes.{" "}
        <TextLink href={`/maintain/${slug}/access`}>Request queue</TextLink>
      </p>
      <AccessSettingsForm
        slug={slug}
        mode={benchmark.accessMode}
        terms={benchmark.terms}
        fields={benchmark.requestFields}
        hiddenSubmitNeedsApproval={benchmark.hiddenSubmitNeedsApproval}
        contactEmail={benchmark.contactEmail}
      />
    </div>
  );
}
