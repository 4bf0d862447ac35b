"use client";
import { useActionState } from "react";
import { TextLink } from "@/components/ui/text-link";
import { discardReleaseAction, publishReleaseAction } from "@/lib/actions/bundles";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

/** The deliberate step: Publish (or Discard) one draft release. */
export function PublishDraftForm({ slug, version }: { slug: string; version: string }) {
  const [published, publish, publishing] = useActionState(publishReleaseAction, {});
  const [discarded, discard, discarding] = useActionState(discardReleaseAction, {});
  if (discarded.ok)
    return (
      <Notice tone="ok">
        {discarded.message} <TextLink href="/maintain/import">Import another bundle</TextLink>
      </Notice>
    );
  const busy = publishing || discarding;
  return (
    <div className="space-y-2">
      {(published.formError ?? discarded.formError) && (
        <Notice tone="error">{published.formError ?? discarded.formError}</Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <form action={publish}>
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="version" value={version} />
          <Button type="submit" disabled={busy}>
            {publishing ? "Publishing…" : `Publish ${version}`}
          </Button>
        </form>
        <form action={discard}>
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="version" value={version} />
          <Button type="submit" variant="secondary" disabled={busy}>
            Discard this draft
          </Button>
        </form>
      </div>
    </div>
  );
}
