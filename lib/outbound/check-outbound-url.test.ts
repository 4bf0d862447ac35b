import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { checkOutboundUrl, resolveOutboundTarget, type ResolveHost } from "./check-outbound-url";

/** A resolver that knows a few names, and counts how often it is asked. */
function resolverOf(names: Record<string, string[]>): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const addresses = names[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const names = resolverOf({
  "embed.example.org": ["93.184.216.34"],
  "internal.example.org": ["10.0.0.7"],
  "mixed.example.org": ["93.184.216.34", "192.168.0.4"],
  "six.example.org": ["2606:4700::1111"],
  "metadata.example.org": ["fd00:ec2::254"],
});
const none = { resolveHost: names, allowList: [] };

describe("checkOutboundUrl", () => {
  it.each([
    ["https://127.0.0.1/v1", /^refused by outbound rule public-address: 127\.0\.0\.1 is a loopback address/],
    ["https://10.0.0.1/v1", /public-address: 10\.0\.0\.1 is a private address/],
    ["https://169.254.169.254/latest", /public-address: 169\.254\.169\.254 is a cloud metadata address/],
    ["https://[::1]:8443/v1", /public-address: \[::1\] is a loopback address/],
    ["https://[::ffff:127.0.0.1]/v1", /public-address: \[::ffff:7f00:1\] is a loopback address/],
    ["https://2130706433/v1", /public-address: 127\.0\.0\.1 is a loopback address/],
    ["https://0x7f.1/v1", /public-address: 127\.0\.0\.1 is a loopback address/],
    [
      "https://internal.example.org/v1",
      /public-address: internal\.example\.org resolves to 10\.0\.0\.7, which is a private address/,
    ],
    ["https://mixed.example.org/v1", /resolves to 192\.168\.0\.4, which is a private address/],
    ["https://metadata.example.org/v1", /resolves to fd00:ec2::254, which is a cloud metadata address/],
    [
      "http://embed.example.org/v1",
      /^refused by outbound rule https-only: http:\/\/embed\.example\.org is not https/,
    ],
    ["ftp://embed.example.org/v1", /https-only/],
  ])("refuses %s, naming the rule", async (url, reason) => {
    expect(await checkOutboundUrl(url, none)).toMatch(reason);
  });

  it("refuses localhost through the system resolver: it resolves to a loopback address", async () => {
    expect(await checkOutboundUrl("https://localhost:8443/v1", { allowList: [] })).toMatch(
      /^refused by outbound rule public-address: localhost resolves to (127\.0\.0\.1|::1), which is a loopback address/,
    );
  });

  it("accepts public addresses, and a name that does not resolve now (every call checks it again)", async () => {
    expect(await checkOutboundUrl("https://embed.example.org/v1", none)).toBeNull();
    expect(await checkOutboundUrl("https://six.example.org/v1", none)).toBeNull();
    expect(await checkOutboundUrl("https://93.184.216.34/v1", none)).toBeNull();
    expect(await checkOutboundUrl("https://nowhere.example.org/v1", none)).toBeNull();
    expect(await checkOutboundUrl("not a url", none)).toBe('"not a url" is not a URL');
  });

  it("lets allow-listed hosts use http and internal addresses, on the listed port only", async () => {
    const { ENDPOINT_ALLOWLIST: allowList } = parseEnv({
      ENDPOINT_ALLOWLIST: "127.0.0.1:8000, internal.example.org,[::1]",
    });
    expect(allowList).toEqual([
      { host: "127.0.0.1", port: 8000 },
      { host: "internal.example.org", port: null },
      { host: "[::1]", port: null },
    ]);
    const options = { resolveHost: names, allowList };
    expect(await checkOutboundUrl("http://127.0.0.1:8000/v1", options)).toBeNull();
    expect(await checkOutboundUrl("http://2130706433:8000/v1", options)).toBeNull(); // the same host
    expect(await checkOutboundUrl("http://127.0.0.1:8001/v1", options)).toMatch(/https-only/);
    expect(await checkOutboundUrl("https://127.0.0.1:8001/v1", options)).toMatch(/public-address/);
    expect(await checkOutboundUrl("http://internal.example.org:9000/v1", options)).toBeNull();
    expect(await checkOutboundUrl("http://[::1]:11434/v1", options)).toBeNull();
    expect(await checkOutboundUrl("http://localhost:8000/v1", options)).toMatch(/https-only/);
  });

  it("refuses a malformed allow-list when the environment is read", () => {
    expect(() => parseEnv({ ENDPOINT_ALLOWLIST: "ok.example.org,http://x/,host:99999" })).toThrow(
      "ENDPOINT_ALLOWLIST: not host[:port]: http://x/, host:99999",
    );
  });
});

describe("resolveOutboundTarget", () => {
  it("resolves a name once and pins the call to its first address", async () => {
    const resolve = resolverOf({ "six.example.org": ["2606:4700::1111", "93.184.216.34"] });
    const target = await resolveOutboundTarget("https://six.example.org/v1/embeddings", {
      resolveHost: resolve,
      allowList: [],
    });
    expect(target).toMatchObject({ address: "2606:4700::1111", family: 6 });
    expect(target.url.hostname).toBe("six.example.org");
    expect(resolve.calls).toEqual(["six.example.org"]);
  });

  it("does not ask the resolver about an IP literal", async () => {
    const resolve = resolverOf({});
    expect(
      await resolveOutboundTarget("https://[2606:4700::1111]/v1", { resolveHost: resolve, allowList: [] }),
    ).toMatchObject({ address: "2606:4700::1111", family: 6 });
    expect(resolve.calls).toEqual([]);
  });
});
