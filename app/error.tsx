"use client";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="space-y-3" role="alert">
      <h1 className="text-2xl font-semibold">Something went wrong on our side</h1>
      <p>The error has been logged. Try again; if it keeps happening, tell the maintainers.</p>
      <button type="button" onClick={reset} className="rounded border px-3 py-2">
        Try again
      </button>
    </div>
  );
}
