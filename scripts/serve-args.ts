// How `npm start` and the test servers launch scripts/serve.ts, in one place.
export const SERVE_ARGS = [
  // A larger young generation: page rendering allocates many short-lived objects, and fewer
  // scavenges gave the leaderboard page 5-10% more throughput under load (bench:leaderboard).
  "--max-semi-space-size=32",
  "--import",
  "tsx",
  "scripts/serve.ts",
];
