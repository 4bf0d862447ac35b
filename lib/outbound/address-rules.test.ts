import { describe, expect, it } from "vitest";
import { refusedAddressKind } from "./address-rules";

/** The address as a URL's hostname gives it (WHATWG parsing normalises the spelling first). */
const hostOf = (url: string) => new URL(url).hostname;

describe("refusedAddressKind", () => {
  it.each([
    ["127.0.0.1", "a loopback address"],
    ["127.255.0.9", "a loopback address"],
    ["10.0.0.1", "a private address"],
    ["172.16.0.1", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.1", "a private address"],
    ["169.254.169.254", "a cloud metadata address"],
    ["169.254.170.2", "a cloud metadata address"],
    ["168.63.129.16", "a cloud metadata address"],
    ["169.254.10.1", "a link-local address"],
    ["100.64.0.1", "a shared (CGNAT) address"],
    ["100.127.255.255", "a shared (CGNAT) address"],
    ["224.0.0.1", "a multicast address"],
    ["0.0.0.0", "the unspecified address"],
    ["0.1.2.3", "a reserved address"],
    ["255.255.255.255", "the broadcast address"],
    ["240.0.0.1", "a reserved address"],
    ["::1", "a loopback address"],
    ["[::1]", "a loopback address"],
    ["::", "the unspecified address"],
    ["fc00::1", "a private address"],
    ["fd12:3456::1", "a private address"],
    ["fe80::1", "a link-local address"],
    ["fe80::1%eth0", "a link-local address"],
    ["ff02::1", "a multicast address"],
    ["fd00:ec2::254", "a cloud metadata address"],
    ["::ffff:127.0.0.1", "a loopback address"],
    ["::ffff:7f00:1", "a loopback address"],
    ["::ffff:a9fe:a9fe", "a cloud metadata address"],
    ["::ffff:10.1.2.3", "a private address"],
    ["64:ff9b::7f00:1", "a loopback address"],
    ["2002:0a00:0001::1", "a private address"],
    ["::7f00:1", "a reserved address"],
    ["not-an-ip", "a reserved address"],
  ])("refuses %s as %s", (ip, kind) => {
    expect(refusedAddressKind(ip)).toBe(kind);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("lets the public address %s through", (ip) => {
    expect(refusedAddressKind(ip)).toBeNull();
  });

  it("judges the spellings URL parsing leaves: decimal, octal, hex and IPv4-mapped forms all reach 127.0.0.1", () => {
    const spellings = [
      "http://2130706433/",
      "http://0177.0.0.1/",
      "http://0x7f.1/",
      "http://127.1/",
      "http://017700000001/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://[0:0:0:0:0:ffff:7f00:1]/",
    ];
    expect(spellings.map(hostOf)).toEqual([
      "127.0.0.1",
      "127.0.0.1",
      "127.0.0.1",
      "127.0.0.1",
      "127.0.0.1",
      "[::ffff:7f00:1]",
      "[::ffff:7f00:1]",
      "[::ffff:7f00:1]",
    ]);
    for (const url of spellings) expect(refusedAddressKind(hostOf(url)), url).toBe("a loopback address");
    expect(refusedAddressKind(hostOf("http://[0:0:0:0:0:0:0:1]/"))).toBe("a loopback address");
  });
});
