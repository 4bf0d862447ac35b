// The address checks of the outbound guard: at save time (a reason to show) and before every call.
import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { env, type AllowListEntry } from "@/lib/env";
import { refusedAddressKind } from "./address-rules";
import { OutboundRefusal } from "./outbound-refusal";

/** Every address a host name resolves to, in the resolver's order. */
export type ResolveHost = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export interface OutboundOptions {
  /** Resolves host names; by default the system resolver (hosts file and DNS). Tests inject their own. */
  resolveHost?: ResolveHost;
  /** Hosts exempt from "https-only" and "public-address"; by default ENDPOINT_ALLOWLIST, read on every call. */
  allowList?: readonly AllowListEntry[];
}

/** Where one call goes: the URL, and the one checked address its connection is pinned to. */
export interface OutboundTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const systemResolve: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** How long a save waits for a name to resolve before accepting it unchecked (call time checks again). */
const SAVE_RESOLVE_MS = 5000;

function isAllowListed(url: URL, list: readonly AllowListEntry[]): boolean {
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  return list.some((e) => e.host === url.hostname && (e.port === null || e.port === port));
}

/**
 * Checks `input` against the rules and resolves its host once: the address to connect to
 * is the first one, and every address the name resolves to must pass (a name that mixes
 * public and internal addresses is refused, whatever order the resolver gives). An IP
 * literal is judged as it is; WHATWG URL parsing has already turned decimal, octal and hex
 * IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.1) into dotted quads and IPv6 into its
 * short form (`[::ffff:127.0.0.1]` → `[::ffff:7f00:1]`). Throws OutboundRefusal, a
 * TypeError for a string that is not a URL, and the resolver's error (ENOTFOUND …) as is.
 */
export async function resolveOutboundTarget(
  input: string | URL,
  options: OutboundOptions = {},
): Promise<OutboundTarget> {
  const url = new URL(input);
  const allowListed = isAllowListed(url, options.allowList ?? env.ENDPOINT_ALLOWLIST);
  if (url.protocol !== "https:" && !(allowListed && url.protocol === "http:"))
    throw new OutboundRefusal(
      "https-only",
      `${url.protocol}//${url.host} is not https (plain http is only for hosts in ENDPOINT_ALLOWLIST)`,
    );
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await (options.resolveHost ?? systemResolve)(host);
  const first = addresses[0];
  if (!first) throw Object.assign(new Error(`${host} resolves to no address`), { code: "ENOTFOUND" });
  if (!allowListed)
    for (const { address } of addresses) {
      const kind = refusedAddressKind(address);
      if (kind)
        throw new OutboundRefusal(
          "public-address",
          `${family ? url.hostname : `${url.hostname} resolves to ${address}, which`} is ${kind} (only hosts in ENDPOINT_ALLOWLIST may be reached at such addresses)`,
        );
    }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * Why `url` may not be called (the message of the rule it breaks), or null: for saving an
 * address a user typed. A name that does not resolve now (or not within 5 s) is accepted:
 * every call resolves and checks it again.
 */
export async function checkOutboundUrl(url: string, options: OutboundOptions = {}): Promise<string | null> {
  if (!URL.canParse(url)) return `${JSON.stringify(url)} is not a URL`;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SAVE_RESOLVE_MS)));
  try {
    return await Promise.race([resolveOutboundTarget(url, options).then(() => null), gaveUp]);
  } catch (err) {
    if (err instanceof OutboundRefusal) return err.message;
    return null;
  } finally {
    clearTimeout(timer);
  }
}
