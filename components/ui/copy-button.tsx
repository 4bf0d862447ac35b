"use client";
import { useState } from "react";

/** Puts `text` on the clipboard (a hidden textarea where the Clipboard API is not offered, as on plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/**
 * A small "Copy" button beside an id, a command or a snippet; says "Copied" once done. `label`
 * names what is copied for screen readers ("Copy model id").
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <button
      type="button"
      className="rounded border border-gray-300 px-2 py-0.5 text-xs text-gray-800 hover:bg-gray-100"
      onClick={async () => setState((await copyText(text)) ? "copied" : "failed")}
    >
      <span aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy" : "Copy"}
      </span>
      <span className="sr-only"> {label}</span>
    </button>
  );
}

/** A value in monospace with its copy button. */
export function CopyableCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid={testId}>
      <code className="rounded bg-gray-100 px-1 py-0.5 text-xs break-all">{text}</code>
      <CopyButton text={text} label={label} />
    </span>
  );
}

/** A block of text (a command, a snippet) with its copy button. */
export function CopyableBlock({ text, label, testId }: { text: string; label: string; testId?: string }) {
  return (
    <div className="space-y-1" data-testid={testId}>
      <pre className="max-w-full rounded bg-gray-100 p-3 text-xs break-words whitespace-pre-wrap">{text}</pre>
      <CopyButton text={text} label={label} />
    </div>
  );
}
