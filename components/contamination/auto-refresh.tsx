"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Re-renders the page from the server every `ms` while `isActive` (uploads still running). */
export function AutoRefresh({ isActive, ms = 2000 }: { isActive: boolean; ms?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => router.refresh(), ms);
    return () => clearInterval(timer);
  }, [isActive, ms, router]);
  return null;
}
