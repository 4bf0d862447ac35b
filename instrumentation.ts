// Runs once when the Next.js server starts: the in-app job worker (nodejs runtime only).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startInAppWorker } = await import("@/lib/jobs/start-in-app-worker");
  startInAppWorker();
}
