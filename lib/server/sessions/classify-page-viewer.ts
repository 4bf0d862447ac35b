import "server-only";
import { decode } from "next-auth/jwt";
import { appSecret } from "@/lib/env";
import { SESSION_COOKIE } from "@/lib/security/session-cookie";
import type { PageViewerClass } from "@/lib/page-cache/shared-render";
import { db } from "@/lib/db";
import { canMaintainBenchmark } from "@/lib/server/access/can-maintain-benchmark";
import { getSessionUser } from "./sessions";

/** The pages shared with signed-in visitors: one benchmark's leaderboard and its contamination overview. */
const BOARD_PAGE = /^\/leaderboards\/([^/]+)$/;
const CONTAMINATION_PAGE = /^\/contamination\/([^/]+)$/;

/**
 * Whether a signed-in visitor sees `pathname` exactly as a signed-out visitor does
 * ("public") or not ("personal"). On a leaderboard, only the benchmark's maintainers and
 * admins see more (embargoed splits, exact values: lib/disclosure); its page shows nothing
 * else that depends on the visitor but the header, which the browser fills in. The
 * contamination overview also shows a visitor the models they own before those have a public
 * submission (load-contamination-context.ts), so an owner of a model with contamination
 * scores on the benchmark gets their own render. Anything
 * unexpected (several or chunked session cookies, an unreadable token, an ended session,
 * another page) is "personal": rendered for the visitor and never cached.
 */
export async function classifyPageViewer(cookieHeader: string, pathname: string): Promise<PageViewerClass> {
  const board = BOARD_PAGE.exec(pathname)?.[1];
  const contamination = CONTAMINATION_PAGE.exec(pathname)?.[1];
  const slug = board ?? contamination;
  if (!slug) return "personal";
  const tokens = cookieHeader
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c.split("=")[0]?.includes(SESSION_COOKIE));
  const [name, ...value] = tokens.length === 1 ? tokens[0]!.split("=") : [];
  if (name !== SESSION_COOKIE && name !== `__Secure-${SESSION_COOKIE}`) return "personal";
  const token = await decode({ token: value.join("="), secret: appSecret }).catch(() => null);
  if (typeof token?.sid !== "string") return "personal";
  const user = await getSessionUser(token.sid);
  if (!user) return "personal";
  if (user.role === "admin") return "personal";
  if (user.role === "researcher" && board !== undefined) return "public";
  const benchmark = await db.benchmark.findUnique({
    where: { slug: decodeURIComponent(slug) },
    select: { id: true },
  });
  // An unknown slug is a 404 for everyone, but a maintainer may see a benchmark not yet public.
  if (!benchmark) return "personal";
  if (await canMaintainBenchmark(user, benchmark.id)) return "personal";
  if (contamination !== undefined) {
    const owned = await db.modelEntry.count({
      where: { ownerId: user.id, contamination: { some: { claim: { benchmarkId: benchmark.id } } } },
    });
    if (owned > 0) return "personal";
  }
  return "public";
}
