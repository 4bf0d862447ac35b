"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { metricLabel } from "@/lib/scoring/metrics";
import type { CompareChoices } from "@/lib/server/leaderboards/list-compare-choices";

type Props = {
  benchmarks: { slug: string; title: string }[];
  /** The chosen benchmark's models and metrics (null before one is chosen). */
  choices: CompareChoices | null;
  values: Record<string, string>;
  commonSplits: string[];
  pooledSplits: string[];
};

const input = "w-full rounded border border-gray-300 px-2 py-1 text-sm";

/**
 * Picks a benchmark, two of its models, a metric and the splits to pool. Only the chosen
 * benchmark's models come with the page: choosing another loads its page at once (no
 * "Compare" press), which fills the lists; once both models are chosen the comparison
 * loads. Still a GET form: a permalink, and it works without script.
 */
export function CompareForm({ benchmarks, choices, values, commonSplits, pooledSplits }: Props) {
  const router = useRouter();
  const [loading, startTransition] = useTransition();
  const [benchmark, setBenchmark] = useState(values.benchmark ?? "");
  const [a, setA] = useState(values.a ?? "");
  const [b, setB] = useState(values.b ?? "");
  const [metric, setMetric] = useState(values.metric ?? "");
  const current = choices?.slug === benchmark ? choices : null;
  const models = current?.models ?? [];
  const go = (next: { benchmark: string; a: string; b: string; metric: string }) => {
    if (!next.benchmark || !next.a || !next.b || next.a === next.b) return;
    const params = new URLSearchParams({
      benchmark: next.benchmark,
      a: next.a,
      b: next.b,
      ...(next.metric ? { metric: next.metric } : {}),
    });
    router.push(`/compare?${params.toString()}`);
  };
  return (
    <form
      method="get"
      action="/compare"
      className="grid gap-3 rounded border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      data-testid="compare-form"
    >
      <label className="flex min-w-0 flex-col text-sm">
        Benchmark
        <select
          className={input}
          name="benchmark"
          value={benchmark}
          onChange={(e) => {
            const slug = e.target.value;
            setBenchmark(slug);
            setA("");
            setB("");
            setMetric("");
            if (slug)
              startTransition(() =>
                router.push(`/compare?${new URLSearchParams({ benchmark: slug }).toString()}`),
              );
          }}
        >
          <option value="">choose…</option>
          {benchmarks.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      {(
        [
          ["a", a, setA],
          ["b", b, setB],
        ] as const
      ).map(([side, value, set]) => (
        <label key={side} className="flex min-w-0 flex-col text-sm">
          Model {side.toUpperCase()}
          <select
            className={input}
            name={side}
            value={value}
            disabled={models.length === 0}
            onChange={(e) => {
              set(e.target.value);
              go({
                benchmark,
                a: side === "a" ? e.target.value : a,
                b: side === "b" ? e.target.value : b,
                metric,
              });
            }}
          >
            <option value="">
              {loading
                ? "loading models…"
                : !current
                  ? "choose a benchmark first"
                  : models.length === 0
                    ? "no public scores yet"
                    : "choose…"}
            </option>
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="flex min-w-0 flex-col text-sm">
        Metric
        <select
          className={input}
          name="metric"
          value={metric}
          disabled={!current}
          onChange={(e) => {
            setMetric(e.target.value);
            go({ benchmark, a, b, metric: e.target.value });
          }}
        >
          <option value="">primary</option>
          {(current?.metrics ?? []).map((m) => (
            <option key={m} value={m}>
              {metricLabel(m)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded bg-blue-700 px-4 py-1.5 text-sm font-medium text-white">
        Compare
      </button>
      {commonSplits.length > 1 && (
        <fieldset className="col-span-full flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="pool-splits">
          <legend className="mb-1 font-medium">Splits to pool</legend>
          {commonSplits.map((s) => (
            <label key={s} className="flex items-center gap-1">
              <input type="checkbox" name="splits" value={s} defaultChecked={pooledSplits.includes(s)} />
              {s}
            </label>
          ))}
        </fieldset>
      )}
    </form>
  );
}
