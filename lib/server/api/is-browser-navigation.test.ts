import { describe, expect, it } from "vitest";
import { isBrowserNavigation } from "./is-browser-navigation";

const h = (o: Record<string, string>) => new Headers(o);

describe("isBrowserNavigation", () => {
  it("is true for a browser following a link", () => {
    expect(
      isBrowserNavigation(
        h({ "sec-fetch-mode": "navigate", accept: "text/html,application/xhtml+xml,*/*;q=0.8" }),
      ),
    ).toBe(true);
  });
  it("is false for fetch() from a page, even when it accepts HTML", () => {
    expect(isBrowserNavigation(h({ "sec-fetch-mode": "cors", accept: "text/html" }))).toBe(false);
  });
  it("falls back to the Accept header for browsers without Sec-Fetch-Mode", () => {
    expect(isBrowserNavigation(h({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(isBrowserNavigation(h({ accept: "application/json, text/html" }))).toBe(false);
  });
  it("is false for curl, wget and API clients", () => {
    expect(isBrowserNavigation(h({ accept: "*/*" }))).toBe(false);
    expect(isBrowserNavigation(h({}))).toBe(false);
  });
});
