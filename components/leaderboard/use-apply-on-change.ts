"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useTransition } from "react";

/** Values a filter takes when it is not set: left out of the URL, as `leaderboardSearch` does. */
const DEFAULTS: Record<string, string> = {
  buffer: "0",
  cutoff: "declared",
  regime: "all",
  mode: "classification",
};

/** A GET form's fields as the board's search string: list fields joined by commas, defaults left out. */
function formSearch(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form)) {
    if (typeof v !== "string" || v === "" || DEFAULTS[k] === v) continue;
    const before = params.get(k);
    params.set(k, before === null ? v : `${before},${v}`);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A GET form that applies itself: every committed change (a select, a box, a finished date)
 * navigates to the form's URL at once, so the table and the address bar follow the choice and
 * the URL stays the permalink. Without script the form still works through its submit button
 * (rendered in `<noscript>`). `apply` is for changes made by buttons rather than fields.
 */
export function useApplyOnChange() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLFormElement>(null);
  const last = useRef<string | null>(null);
  const apply = useCallback(() => {
    const form = ref.current;
    if (!form) return;
    const url = `${form.getAttribute("action") ?? ""}${formSearch(form)}`;
    if (url === last.current) return;
    last.current = url;
    startTransition(() => router.push(url, { scroll: false }));
  }, [router]);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    last.current = `${form.getAttribute("action") ?? ""}${formSearch(form)}`;
    const submit = (event: Event) => {
      event.preventDefault();
      apply();
    };
    form.addEventListener("change", apply);
    form.addEventListener("submit", submit);
    return () => {
      form.removeEventListener("change", apply);
      form.removeEventListener("submit", submit);
    };
  }, [apply]);
  return { ref, pending, apply };
}
