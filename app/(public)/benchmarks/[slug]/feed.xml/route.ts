import { guardRoute } from "@/lib/auth/guard-route";
import { env } from "@/lib/env";
import { listFeedEvents } from "@/lib/server/feeds/list-feed-events";
import { renderAtomFeed } from "@/lib/server/feeds/render-atom-feed";

/**
 * The benchmark's Atom feed: releases, split openings and retirements, as a signed-out
 * visitor sees them whoever asks (a feed reader has no session), so a benchmark visitors
 * cannot see is a 404. Links are on the public address (NEXTAUTH_URL), else the request's.
 */
export const GET = guardRoute({ access: "public" }, async ({ req, params }) => {
  const now = new Date();
  const feed = await listFeedEvents(String(params.slug), now);
  return new Response(renderAtomFeed(feed, env.NEXTAUTH_URL ?? new URL(req.url).origin, now), {
    headers: {
      "content-type": "application/atom+xml; charset=utf-8",
      "cache-control": "public, max-age=300",
    },
  });
});
