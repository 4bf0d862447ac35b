"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { z } from "zod";

const statusSchema = z.object({ status: z.string(), position: z.number().nullable().optional() });
const POLL_MS = 2000;

/**
 * While a submission is queued or running, asks the API every 2 s whether anything
 * changed and re-renders the server page when it did. Renders nothing.
 */
export function StatusPoller({
  id,
  status,
  position,
}: {
  id: string;
  status: string;
  position: number | null;
}) {
  const router = useRouter();
  useEffect(() => {
    if (status !== "queued" && status !== "running") return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const res = await fetch(`/api/v1/submissions/${encodeURIComponent(id)}`, { cache: "no-store" });
        if (!res.ok || stopped) return;
        const now = statusSchema.safeParse(await res.json());
        if (now.success && (now.data.status !== status || (now.data.position ?? null) !== position))
          router.refresh();
      } catch {
        // A dropped request is retried on the next tick.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, status, position, router]);
  return null;
}
