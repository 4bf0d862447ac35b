import type { ReactNode } from "react";

const TONES = {
  info: "border-blue-200 bg-blue-50",
  error: "border-red-200 bg-red-50 text-red-900",
  ok: "border-green-200 bg-green-50",
} as const;

export function Notice({ tone = "info", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
