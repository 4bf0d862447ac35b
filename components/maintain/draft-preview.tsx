import { TextLink } from "@/components/ui/text-link";
import type { DraftPreview as Preview } from "@/lib/server/bundles/get-draft-preview";
import { formatCount, formatDateTime } from "@/lib/format";
import { ReleaseChanges } from "./release-changes";
import { PublishDraftForm } from "./publish-draft-form";
import { ScheduleDraftForm } from "./schedule-draft-form";
import { accessModeNote } from "./access-mode-note";

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${formatCount(Math.ceil(bytes / 1024))} kB`);

/** What publishing a draft release will make public, and the buttons to publish or discard it. */
export function DraftPreview({ preview }: { preview: Preview }) {
  const { card } = preview;
  return (
    <div className="space-y-6">
      <p className="rounded border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="draft-notice">
        Draft {preview.version}, uploaded {formatDateTime(preview.uploadedAt)}: checked, and nothing of it is
        public yet. Below is what publishing it will show. Uploading another bundle replaces this draft.
      </p>
      <section className="space-y-2 rounded border bg-white p-4" aria-labelledby="card-heading">
        <h2 id="card-heading" className="text-lg font-semibold">
          Benchmark card: {card.title}
        </h2>
        <p className="text-sm text-gray-700">
          {card.track} track{card.labels.length > 0 && <> · labels {card.labels.join(", ")}</>} · license{" "}
          {card.license}
        </p>
        <p className="whitespace-pre-line text-sm">{card.description}</p>
        <p className="text-sm text-gray-700">Citation: {card.citation}</p>
        <p className="text-sm" data-testid="draft-access">
          {accessModeNote(preview.accessMode)}{" "}
          <TextLink href={`/maintain/${preview.slug}/settings`}>Access settings</TextLink>
        </p>
      </section>
      <section className="space-y-2" aria-labelledby="changes-heading">
        <h2 id="changes-heading" className="text-lg font-semibold">
          Splits and what changes
        </h2>
        <ReleaseChanges slug={preview.slug} changes={preview.changes} linkSplits={false} />
        <p className="text-sm text-gray-700">
          Test splits keep their labels hidden; an embargoed split&apos;s claims stay hidden until its date.
        </p>
      </section>
      <section className="space-y-2" aria-labelledby="files-heading">
        <h2 id="files-heading" className="text-lg font-semibold">
          Files that will be downloadable
        </h2>
        <ul className="list-disc pl-5 text-sm" data-testid="draft-files">
          {preview.files.map((f) => (
            <li key={f.name}>
              <code>{f.name}</code> ({kb(f.bytes)})
            </li>
          ))}
        </ul>
        <p className="text-sm text-gray-700">
          Hidden test labels and oracle evidence are never in a downloadable file.
        </p>
      </section>
      <PublishDraftForm slug={preview.slug} version={preview.version} />
      <ScheduleDraftForm slug={preview.slug} version={preview.version} publishAt={preview.publishAt} />
    </div>
  );
}
