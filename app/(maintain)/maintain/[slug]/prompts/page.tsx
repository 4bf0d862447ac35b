import { z } from "zod";
import { TextLink } from "@/components/ui/text-link";
import { OfficialPrompts } from "@/components/datasets/official-prompts";
import { PromptVersionForm } from "@/components/maintain/prompt-version-form";
import { guardPage } from "@/lib/auth/guard-page";
import { addPromptVersionAction } from "@/lib/actions/prompts";
import { throwPageError } from "@/lib/errors/page-errors";
import { benchmarkMetadata } from "@/lib/metadata/page-metadata";
import { getMaintainedBenchmark } from "@/lib/server/access/get-maintained-benchmark";
import { listPromptVersions } from "@/lib/server/prompts/list-prompt-versions";

export const generateMetadata = benchmarkMetadata("official prompts");
export const dynamic = "force-dynamic";

const paramsSchema = z.object({ slug: z.string().min(1).max(200) });

/** A maintainer adds a version of the benchmark's official prompts (DOMAIN §8); every earlier version stays below. */
export default async function PromptsPage({ params }: { params: Promise<{ slug: string }> }) {
  const user = await guardPage("maintainer");
  const { slug } = paramsSchema.parse(await params);
  const benchmark = await getMaintainedBenchmark(user, slug).catch(throwPageError);
  const { versions } = await listPromptVersions(user, slug).catch(throwPageError);
  const current = versions.at(-1);
  if (!current) throw new Error(`benchmark ${slug} has no prompt version`);
  return (
    <div className="max-w-4xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Official prompts: {benchmark.title}</h1>
        <p className="text-sm text-gray-700">
          What LiveCheck sends a model&apos;s endpoint when it runs the model on this benchmark. A new version
          is used by evaluations started after it is added; runs already started keep the version they
          recorded, and every version stays readable on the{" "}
          <TextLink href={`/benchmarks/${slug}#prompts`}>benchmark page</TextLink>. Adding one is recorded as
          an audit event. This benchmark&apos;s track is {benchmark.track}: its runs use the {benchmark.track}{" "}
          template, and the contamination probe the article template.
        </p>
      </header>
      <section className="space-y-3" aria-labelledby="new-version-heading">
        <h2 id="new-version-heading" className="text-lg font-semibold">
          New version (starts from version {current.version})
        </h2>
        <PromptVersionForm
          action={addPromptVersionAction.bind(null, slug)}
          current={current.templates}
          nextVersion={current.version + 1}
        />
      </section>
      <OfficialPrompts track={benchmark.track} versions={versions} />
    </div>
  );
}
