"use client";
import { useEffect, useRef } from "react";
import { Notice } from "@/components/ui/notice";
import { TextAnchor } from "@/components/ui/text-link";

/**
 * Shown when a visitor comes back from signing in to download a file: starts that download
 * once (the address answers with a fresh signed link, and the browser saves the file while
 * this page stays), with a link in case the browser blocked it.
 */
export function DownloadStarter({ name, href }: { name: string; href: string }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.location.assign(href);
  }, [href]);
  return (
    <Notice tone="ok">
      <p data-testid="download-started">
        Your download of <strong>{name}</strong> has started. If it has not,{" "}
        <TextAnchor href={href} download>
          download {name}
        </TextAnchor>
        .
      </p>
    </Notice>
  );
}
