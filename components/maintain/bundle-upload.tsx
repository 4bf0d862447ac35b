"use client";
import { useState } from "react";
import { TextLink } from "@/components/ui/text-link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import {
  bundleErrorDtoSchema,
  importSummaryDtoSchema,
  type ImportSummaryDto,
} from "@/lib/schemas/dto/bundle";

type Problem = { file: string; line?: number; field?: string; message: string };
type Summary = Pick<ImportSummaryDto, "slug" | "status" | "release" | "published">;
type Outcome =
  | { kind: "unchanged"; summary: Summary }
  | { kind: "error"; message: string; problems: Problem[]; total: number };

/** The answer's JSON, or null when it is none (a proxy's HTML error page, an empty body). */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Uploads with XMLHttpRequest so the browser reports progress as the bytes go out. A checked
 * bundle becomes a draft, and the browser goes on to its preview, where publishing happens.
 */
export function BundleUpload() {
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("bundle");
    if (!(file instanceof File) || file.size === 0)
      return setOutcome({
        kind: "error",
        message: "Choose a .zip or .tar.gz file first",
        problems: [],
        total: 0,
      });
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/bundles");
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((100 * e.loaded) / e.total));
    xhr.onload = () => {
      setProgress(null);
      const body = readJson(xhr.responseText);
      const summary = importSummaryDtoSchema.safeParse(body);
      if (xhr.status === 200 && summary.success) {
        const { slug, status, release, published } = summary.data;
        if (status === "draft") return router.push(`/maintain/${encodeURIComponent(slug)}/publish`);
        setOutcome({ kind: "unchanged", summary: { slug, status, release, published } });
      } else {
        const refused = bundleErrorDtoSchema.safeParse(body);
        const error = refused.success ? refused.data.error : null;
        setOutcome({
          kind: "error",
          message: error?.message ?? `Upload failed (${xhr.status})`,
          problems: error?.problems ?? [],
          total: error?.totalProblems ?? 0,
        });
      }
    };
    xhr.onerror = () => {
      setProgress(null);
      setOutcome({
        kind: "error",
        message: "The upload did not reach the server; nothing was imported",
        problems: [],
        total: 0,
      });
    };
    setOutcome(null);
    setProgress(0);
    xhr.send(file);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <label className="block text-sm font-medium">
        Bundle archive
        <input
          name="bundle"
          type="file"
          accept=".zip,.tar.gz,.tgz,application/zip,application/gzip"
          className="mt-1 block"
        />
      </label>
      <Button type="submit" disabled={progress !== null}>
        Upload and check
      </Button>
      {progress !== null && (
        <div className="space-y-1">
          <progress max={100} value={progress} className="w-full" aria-label="Upload progress" />
          <p className="text-sm">{progress < 100 ? `Uploading… ${progress}%` : "Checking the bundle…"}</p>
        </div>
      )}
      {outcome?.kind === "unchanged" && (
        <Notice tone="info">
          <span data-testid="import-unchanged">
            Nothing changed: this exact bundle is already release {outcome.summary.release} of{" "}
            {outcome.summary.slug}
            {outcome.summary.published ? ", published. " : ", a draft waiting for publication. "}
          </span>
          <TextLink
            href={
              outcome.summary.published
                ? `/benchmarks/${outcome.summary.slug}`
                : `/maintain/${outcome.summary.slug}/publish`
            }
          >
            {outcome.summary.published ? "Open the benchmark" : "Review and publish it"}
          </TextLink>
        </Notice>
      )}
      {outcome?.kind === "error" && (
        <Notice tone="error">
          <p>{outcome.message}</p>
          {outcome.problems.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-xs" data-testid="import-problems">
              {outcome.problems.map((p, i) => (
                <li key={i}>
                  {p.file}
                  {p.line ? `:${p.line}` : ""}
                  {p.field ? ` ${p.field}` : ""}: {p.message}
                </li>
              ))}
            </ul>
          )}
          {outcome.total > outcome.problems.length && (
            <p className="mt-1 text-xs">… and {outcome.total - outcome.problems.length} more</p>
          )}
        </Notice>
      )}
    </form>
  );
}
