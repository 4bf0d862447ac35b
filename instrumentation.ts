// Runs once when the Next.js server starts (nodejs runtime only): the in-app job worker, the
// board thread, and the page-viewer classifier that scripts/serve.ts asks before its page
// micro-cache (lib/page-cache/shared-render.ts).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { registerPageViewerClassifier } = await import("@/lib/page-cache/shared-render");
  const { classifyPageViewer } = await import("@/lib/server/sessions/classify-page-viewer");
  registerPageViewerClassifier(classifyPageViewer);
  // Board tables are computed off the thread that answers requests (computeBoardTable in compute-exact-board.ts).
  const { setBoardThread } = await import("@/lib/server/leaderboards/compute-exact-board");
  setBoardThread(true);
  const { startInAppWorker } = await import("@/lib/server/jobs/start-in-app-worker");
  startInAppWorker();
}
