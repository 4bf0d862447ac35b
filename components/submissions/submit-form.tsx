"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { REGIME_LABELS, REGIMES } from "@/lib/schemas/model";
import { Button } from "@/components/ui/button";
import { CONTROL, Field, FieldShell, controlAria } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { archivedMessage } from "@/lib/format";
import { FileDropZone } from "./file-drop-zone";
import { FormatGuide } from "./format-guide";
import { SplitChoice } from "./split-choice";
import { UploadResult } from "./upload-result";
import { uploadSubmission } from "./upload-submission";
import type { UploadOutcome } from "./upload-outcome";
import type { SubmitBenchmark, SubmitModel } from "./submit-types";
import { TextLink } from "@/components/ui/text-link";
import { CopyableCode } from "@/components/ui/copy-button";
import { SubmitCommands } from "./submit-commands";

type Props = {
  benchmarks: SubmitBenchmark[];
  models: SubmitModel[];
  initialBenchmark?: string;
  initialModel?: string;
};

// "all": the file's claims decide the splits, so the obvious first upload (every dev split) just works.
const firstSplit = (b: SubmitBenchmark | undefined) => ((b?.splits.length ?? 0) > 0 ? "all" : "");

/** Choose where and for which model, drop a file, upload with progress, then go to the submission. */
export function SubmitForm({ benchmarks, models, initialBenchmark, initialModel }: Props) {
  const router = useRouter();
  const start =
    benchmarks.find((b) => b.slug === initialBenchmark) ??
    benchmarks.find((b) => b.hasAccess && !b.archivedAt) ??
    benchmarks[0];
  const [slug, setSlug] = useState(start?.slug ?? "");
  const [split, setSplit] = useState(firstSplit(start));
  const [modelId, setModelId] = useState(
    models.find((m) => m.id === initialModel)?.id ?? models[0]?.id ?? "",
  );
  const [regime, setRegime] = useState<string>(models.find((m) => m.id === modelId)?.regime ?? "closed_book");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Exclude<UploadOutcome, { kind: "created" }> | null>(null);
  const benchmark = benchmarks.find((b) => b.slug === slug);
  const fields = outcome?.kind === "invalid" ? outcome.fields : {};

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setOutcome({ kind: "error", message: "Choose a .jsonl or .csv prediction file first" });
    const form = new FormData(event.currentTarget);
    form.delete("file-picker");
    form.set("isPublic", form.get("isPublic") === "on" ? "true" : "false");
    form.set("missingAsWrong", form.get("missingAsWrong") === "on" ? "true" : "false");
    form.set("file", file, file.name);
    setOutcome(null);
    setProgress(0);
    const result = await uploadSubmission(form, setProgress);
    if (result.kind === "created")
      return router.push(
        result.splits.length > 1
          ? `/submissions?created=${result.splits.length}`
          : `/submissions/${result.id}`,
      );
    setProgress(null);
    setOutcome(result);
  }

  return (
    <form onSubmit={onSubmit} className="max-w-2xl space-y-4" aria-label="Submit predictions">
      <SelectField
        id="benchmark"
        name="benchmark"
        label="Benchmark"
        value={slug}
        error={fields["benchmark"]}
        onChange={(e) => {
          setSlug(e.target.value);
          setSplit(firstSplit(benchmarks.find((b) => b.slug === e.target.value)));
        }}
      >
        {benchmarks.map((b) => (
          <option key={b.slug} value={b.slug}>
            {b.title} ({b.track}){b.archivedAt ? " — archived" : b.hasAccess ? "" : " — access needed"}
          </option>
        ))}
      </SelectField>
      {benchmark?.archivedAt && (
        <p className="text-sm text-amber-800" data-testid="archived-submit-blocked">
          {archivedMessage(benchmark.title, benchmark.archivedAt)}
        </p>
      )}
      {benchmark && !benchmark.archivedAt && !benchmark.hasAccess && (
        <p className="text-sm text-amber-800">
          You need access to this benchmark first:{" "}
          <Link href={`/benchmarks/${benchmark.slug}/access`} className="underline">
            request access
          </Link>
          .
        </p>
      )}
      <SplitChoice
        slug={slug}
        splits={benchmark?.splits ?? []}
        value={split}
        onChange={setSplit}
        error={fields["split"]}
      />
      {benchmark && <FormatGuide benchmark={benchmark} split={split} />}
      <div className="space-y-1">
        {models.length === 0 ? (
          <FieldShell id="modelId" label="Model" error={fields["modelId"]}>
            <p className="text-sm">
              You have no models yet. <TextLink href="/models">Register a model</TextLink> first.
            </p>
          </FieldShell>
        ) : (
          <SelectField
            id="modelId"
            name="modelId"
            label="Model"
            value={modelId}
            error={fields["modelId"]}
            onChange={(e) => {
              setModelId(e.target.value);
              setRegime(models.find((m) => m.id === e.target.value)?.regime ?? regime);
            }}
          >
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </SelectField>
        )}
        {modelId && (
          <p className="text-xs">
            Model id: <CopyableCode text={modelId} label="model id" testId="submit-model-id" />
          </p>
        )}
        <p className="text-xs">
          <TextLink href="/models">Register another model</TextLink>
        </p>
      </div>
      <SelectField
        id="regime"
        name="regime"
        label="Regime"
        value={regime}
        onChange={(e) => setRegime(e.target.value)}
      >
        {REGIMES.map((r) => (
          <option key={r} value={r}>
            {REGIME_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <FieldShell id="description" label="Description" error={fields["description"]}>
        <textarea
          {...controlAria("description", fields["description"])}
          name="description"
          rows={3}
          maxLength={2000}
          className={CONTROL}
          placeholder="Prompting, retrieval, anything a reader needs to reproduce the run"
        />
      </FieldShell>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Code URL (optional)"
          name="codeUrl"
          type="url"
          placeholder="https://github.com/…"
          error={fields["codeUrl"]}
        />
        <Field
          label="Paper URL (optional)"
          name="paperUrl"
          type="url"
          placeholder="https://arxiv.org/abs/…"
          error={fields["paperUrl"]}
        />
      </div>
      <div className="text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="isPublic" aria-describedby="isPublic-hint" /> Show this result publicly
          (leaderboards, model page)
        </label>
        <p id="isPublic-hint" className="text-gray-700">
          Unticked, the submission is private: only you see its score, and it is not on any leaderboard.
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="missingAsWrong" /> Count missing predictions as wrong (integrity: the
        worst possible error for the claim; otherwise a file with missing claims is refused)
      </label>
      <FileDropZone file={file} onFile={setFile} error={fields["file"]} />
      {benchmark && <SubmitCommands slug={benchmark.slug} split={split} modelId={modelId} regime={regime} />}
      <Button
        type="submit"
        disabled={
          progress !== null ||
          models.length === 0 ||
          !benchmark?.hasAccess ||
          Boolean(benchmark?.archivedAt) ||
          Boolean(benchmark?.splits.find((s) => s.name === split)?.blocked)
        }
      >
        Upload and score
      </Button>
      {progress !== null && (
        <div className="space-y-1">
          <progress max={100} value={progress} className="w-full" aria-label="Upload progress" />
          <p className="text-sm" role="status">
            {progress < 100 ? `Uploading… ${progress}%` : "Checking the file…"}
          </p>
        </div>
      )}
      {outcome && <UploadResult outcome={outcome} />}
    </form>
  );
}
