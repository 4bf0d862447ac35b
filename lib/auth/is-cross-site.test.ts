import { describe, expect, it } from "vitest";
import { isCrossSite } from "./is-cross-site";

const h = (init: Record<string, string>) => new Headers({ host: "livecheck.example:3000", ...init });

describe("isCrossSite", () => {
  it("lets safe methods through whatever their origin", () => {
    expect(isCrossSite("GET", h({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isCrossSite("head", h({ origin: "https://evil.example" }))).toBe(false);
  });

  it("trusts the browser's Sec-Fetch-Site when it is sent", () => {
    expect(isCrossSite("POST", h({ "sec-fetch-site": "same-origin", origin: "https://evil.example" }))).toBe(
      false,
    );
    expect(isCrossSite("POST", h({ "sec-fetch-site": "none" }))).toBe(false);
    expect(isCrossSite("POST", h({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite("DELETE", h({ "sec-fetch-site": "same-site" }))).toBe(true);
  });

  it("falls back to comparing Origin with Host", () => {
    expect(isCrossSite("POST", h({ origin: "http://livecheck.example:3000" }))).toBe(false);
    expect(isCrossSite("PUT", h({ origin: "http://livecheck.example:4000" }))).toBe(true);
    expect(isCrossSite("POST", h({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSite("POST", h({ origin: "null" }))).toBe(true);
    expect(isCrossSite("POST", h({ origin: "not a url" }))).toBe(true);
  });

  it("accepts the host a reverse proxy forwarded or the configured public host", () => {
    const proxied = new Headers({ host: "127.0.0.1:3000", origin: "https://livecheck.example" });
    expect(isCrossSite("POST", proxied)).toBe(true);
    expect(isCrossSite("POST", proxied, "livecheck.example")).toBe(false);
    proxied.set("x-forwarded-host", "livecheck.example, 10.0.0.1");
    expect(isCrossSite("POST", proxied)).toBe(false);
    expect(
      isCrossSite(
        "POST",
        new Headers({ host: "127.0.0.1:3000", origin: "https://evil.example" }),
        "livecheck.example",
      ),
    ).toBe(true);
  });

  it("lets clients that are not browsers through (they send neither header)", () => {
    expect(isCrossSite("POST", h({}))).toBe(false);
  });
});
