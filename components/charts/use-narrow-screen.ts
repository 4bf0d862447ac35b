"use client";
import { useSyncExternalStore } from "react";

/** Below Tailwind's `sm` (640 px): a phone, where a chart shows one model at a time. */
const NARROW = "(max-width: 639.98px)";

/** Whether the window is narrower than 640 px, following resizes and rotation. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = matchMedia(NARROW);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    () => matchMedia(NARROW).matches,
    () => false,
  );
}
