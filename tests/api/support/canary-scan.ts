// The canary scans' reader: fetches each path as HTML and as an RSC payload and fails at the
// first exact hidden-split value it finds, showing where; and the hidden split those values
// are computed on.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { loadScoringBenchmark } from "@/lib/server/scoring/load-scoring-benchmark";
import { QUARTER } from "./attack-setup";
import { BASE_URL, type CookieJar } from "./http";

/** Scans `paths` (as the holder of `jar`, or signed out) for any of `exact`; how many bodies were read. */
async function scanForExactValues(
  paths: string[],
  exact: Map<string, RegExp>,
  jar?: CookieJar,
): Promise<number> {
  let scanned = 0;
  for (const path of paths) {
    for (const rsc of [false, true]) {
      const res = await fetch(`${BASE_URL}${path}`, {
        headers: { ...(jar ? { cookie: jar.header() } : {}), ...(rsc ? { RSC: "1" } : {}) },
      });
      const body = await res.text();
      expect(res.status, `${path}: ${body.slice(0, 300)}`).toBeLessThan(400);
      for (const re of exact.values()) {
        const hit = re.exec(body);
        if (hit)
          throw new Error(
            `exact hidden-split value ${hit[0]} in ${path}${rsc ? " (RSC)" : ""}: …${body.slice(Math.max(0, hit.index - 80), hit.index + 40)}…`,
          );
      }
      scanned += 1;
    }
  }
  return scanned;
}

const escape = (s: string) => s.replace(/[.-]/g, "\\$&");

/**
 * How a leak would look: JSON's full print (its first 10 characters), 3 or 4 decimals, and a
 * percentage (or percentage points) with one or two decimals as pages print shares (lib/format),
 * each standing alone (not inside a longer number).
 */
export function printsOf(v: number): RegExp[] {
  const out: RegExp[] = [];
  const s = String(v);
  if (s.replace("-", "").length >= 10) out.push(new RegExp(`(?<![\\d.])${escape(s.slice(0, 10))}`));
  // A value within 0.0005 of a multiple of 0.005 would print like a disclosed one.
  if (Math.abs(v / 0.005 - Math.round(v / 0.005)) * 0.005 > 0.0005) {
    for (const d of [3, 4]) out.push(new RegExp(`(?<![\\d.])${escape(v.toFixed(d))}(?!\\d)`));
    for (const d of [1, 2]) out.push(new RegExp(`(?<![\\d.])${escape((100 * v).toFixed(d))}(?:%| pp)`));
  }
  return out;
}

/** The exact values a careless view could show, each as the patterns `prints` gives for it. */
export class ExactValues {
  readonly patterns = new Map<string, RegExp>();

  constructor(private readonly prints: (v: number) => RegExp[]) {}

  /** Adds every print of `v` (an arrow, so it can be passed to forEach). */
  readonly add = (v: number): void => {
    for (const re of this.prints(v)) this.patterns.set(re.source, re);
  };

  /** Scans `paths` for any of the values, as `scanForExactValues` does. */
  scan(paths: string[], jar?: CookieJar): Promise<number> {
    return scanForExactValues(paths, this.patterns, jar);
  }
}

/** The scoring benchmark of `slug`'s hidden split (QUARTER), to compute exact values with. */
export async function loadHiddenSplit(slug: string) {
  const split = await db.split.findFirstOrThrow({
    where: { benchmark: { slug }, name: QUARTER },
    select: { id: true },
  });
  return (await loadScoringBenchmark(split.id)).benchmark;
}
