import "server-only";
import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getBenchmarkTitle } from "@/lib/server/titles/get-benchmark-title";
import { getModelTitle } from "@/lib/server/titles/get-model-title";
import { getSubmissionTitle } from "@/lib/server/titles/get-submission-title";

type SlugProps = { params: Promise<{ slug: string }> };
type IdProps = { params: Promise<{ id: string }> };

/**
 * generateMetadata for pages about one benchmark: "<title> leaderboard · LiveCheck". Tab
 * titles name what is on the page; a benchmark the viewer may not see keeps the plain label.
 */
export function benchmarkMetadata(label: string, options: { before?: boolean } = {}) {
  return async ({ params }: SlugProps): Promise<Metadata> => {
    const title = await getBenchmarkTitle(await getCurrentUser(), (await params).slug);
    if (!title) return { title: label };
    return { title: options.before ? `${label}: ${title}` : `${title} ${label}` };
  };
}

/**
 * The benchmark page's metadata: its tab title and, when visitors may see the benchmark (the
 * feed answers only then), the `<link rel="alternate">` to its Atom feed.
 */
export async function benchmarkPageMetadata(props: SlugProps): Promise<Metadata> {
  const metadata = await benchmarkMetadata("Benchmark", { before: true })(props);
  const { slug } = await props.params;
  const publicTitle = await getBenchmarkTitle(null, slug);
  if (!publicTitle) return metadata;
  const feed = { url: benchmarkFeedPath(slug), title: `${publicTitle}: releases and splits` };
  return { ...metadata, alternates: { types: { "application/atom+xml": [feed] } } };
}

/** Where a benchmark's Atom feed is (app/(public)/benchmarks/[slug]/feed.xml). */
export function benchmarkFeedPath(slug: string): string {
  return `/benchmarks/${encodeURIComponent(slug)}/feed.xml`;
}

/** "<model> on <benchmark>" for a model's page on a board; `what` names the page's subject. */
export function boardModelMetadata(what: string) {
  return async ({
    params,
  }: {
    params: Promise<{ slug: string; id?: string; modelId?: string }>;
  }): Promise<Metadata> => {
    const p = await params;
    const viewer = await getCurrentUser();
    const [model, benchmark] = await Promise.all([
      getModelTitle(viewer, p.id ?? p.modelId ?? ""),
      getBenchmarkTitle(viewer, p.slug),
    ]);
    if (!model) return { title: what };
    return {
      title: benchmark
        ? `${model} on ${benchmark}${what === "Model" ? "" : ` (${what.toLowerCase()})`}`
        : model,
    };
  };
}

export async function modelMetadata({ params }: IdProps): Promise<Metadata> {
  return { title: (await getModelTitle(await getCurrentUser(), (await params).id)) ?? "Model" };
}

export async function submissionMetadata({ params }: IdProps): Promise<Metadata> {
  const title = await getSubmissionTitle(await getCurrentUser(), (await params).id);
  return { title: title ? `Submission: ${title}` : "Submission" };
}

/** The compare page names its benchmark (from ?benchmark=). */
export async function compareMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  const slug = (await searchParams).benchmark;
  const title = typeof slug === "string" ? await getBenchmarkTitle(await getCurrentUser(), slug) : null;
  return { title: title ? `Head to head on ${title}` : "Head to head" };
}
