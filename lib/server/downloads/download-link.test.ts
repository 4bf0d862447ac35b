import { describe, expect, it } from "vitest";
import { createHmac, randomBytes } from "node:crypto";
import {
  DOWNLOAD_LINK_SECONDS,
  downloadLinkPath,
  downloadLinkUrl,
  signDownloadLink,
  verifyDownloadLink,
} from "@/lib/server/downloads/download-link";

const key = randomBytes(32);
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const query = (l: { userId: string; exp: number; sig: string }) => ({
  u: l.userId,
  exp: String(l.exp),
  sig: l.sig,
});

describe("signed download links", () => {
  it("signs fileId, userId and expiry with HMAC-SHA256 and expires after 60 s by default", () => {
    const link = signDownloadLink("file1", "user1", { now: NOW, key });
    expect(link.exp).toBe(NOW / 1000 + DOWNLOAD_LINK_SECONDS);
    expect(link.sig).toBe(
      createHmac("sha256", key).update(`v1\nfile1\nuser1\n${link.exp}`).digest("base64url"),
    );
    expect(verifyDownloadLink("file1", query(link), { now: NOW + 59_000, key })).toEqual({ userId: "user1" });
  });

  it("refuses an expired link with 'link expired'", () => {
    const link = signDownloadLink("file1", "user1", { now: NOW, key });
    expect(() => verifyDownloadLink("file1", query(link), { now: NOW + 60_000, key })).toThrow(
      expect.objectContaining({ status: 403, message: "link expired" }),
    );
  });

  it("refuses any tampering with 403 'invalid download link'", () => {
    const link = signDownloadLink("file1", "user1", { now: NOW, key });
    const bad = { status: 403, message: "invalid download link" };
    const attempts = [
      () => verifyDownloadLink("file2", query(link), { now: NOW, key }),
      () => verifyDownloadLink("file1", { ...query(link), u: "user2" }, { now: NOW, key }),
      () => verifyDownloadLink("file1", { ...query(link), exp: String(link.exp + 3600) }, { now: NOW, key }),
      () =>
        verifyDownloadLink(
          "file1",
          { ...query(link), sig: link.sig.slice(0, -1) + (link.sig.endsWith("A") ? "B" : "A") },
          { now: NOW, key },
        ),
      () => verifyDownloadLink("file1", { ...query(link), sig: "" }, { now: NOW, key }),
      () => verifyDownloadLink("file1", { ...query(link), exp: "1e12" }, { now: NOW, key }),
      () => verifyDownloadLink("file1", { u: null, exp: null, sig: null }, { now: NOW, key }),
      () => verifyDownloadLink("file1", query(link), { now: NOW, key: randomBytes(32) }),
    ];
    for (const attempt of attempts) expect(attempt).toThrow(expect.objectContaining(bad));
  });

  it("builds the download route path with the query the route reads", () => {
    const link = signDownloadLink("f/1", "u1", { now: NOW, key });
    const url = new URL(downloadLinkPath(link), "http://x");
    expect(url.pathname).toBe("/api/v1/downloads/f%2F1");
    expect(Object.fromEntries(url.searchParams)).toEqual({ u: "u1", exp: String(link.exp), sig: link.sig });
  });

  it("names the public address (NEXTAUTH_URL) in the absolute link, not the one the server listens on", () => {
    const link = signDownloadLink("f1", "u1", { now: NOW, key });
    const requestUrl = "http://localhost:3000/api/v1/benchmarks/b/files/claims.jsonl";
    const url = downloadLinkUrl(link, requestUrl, "https://livecheck.example.org");
    expect(url.origin).toBe("https://livecheck.example.org");
    expect(`${url.pathname}${url.search}`).toBe(downloadLinkPath(link));
    // Without a configured public address (next dev) the request's own address is all there is.
    expect(downloadLinkUrl(link, requestUrl, undefined).origin).toBe("http://localhost:3000");
  });
});
