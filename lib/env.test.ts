import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("defaults to an embedded SQLite database and port 3000", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("file:./data/livecheck.db");
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("development");
  });

  it("accepts a PostgreSQL url and a numeric PORT", () => {
    const env = parseEnv({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/test", PORT: "8080" });
    expect(env.DATABASE_URL).toMatch(/^postgresql:/);
    expect(env.PORT).toBe(8080);
  });

  it("rejects an unknown database scheme and names the variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with file:/);
  });

  it("lists every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "http", NEXTAUTH_SECRET: "short" })).toThrow(
      /PORT[\s\S]*NEXTAUTH_SECRET|NEXTAUTH_SECRET[\s\S]*PORT/,
    );
  });

  it("requires a long secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET: is required in production/);
    expect(
      parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(32) }).NEXTAUTH_SECRET,
    ).toHaveLength(32);
  });

  it("treats blank OAuth variables as unset", () => {
    expect(parseEnv({ GITHUB_ID: "  " }).GITHUB_ID).toBeUndefined();
  });
});

describe("parseEnv during next build", () => {
  it("does not require runtime secrets while building", () => {
    expect(
      parseEnv({ NODE_ENV: "production", isBuild: "phase-production-build" }).NEXTAUTH_SECRET,
    ).toBeUndefined();
    expect(() => parseEnv({ NODE_ENV: "production", isBuild: "phase-production-server" })).toThrow(
      /NEXTAUTH_SECRET/,
    );
  });
});

describe("ENDPOINT_SECRET_KEY", () => {
  const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));

  it("reads 32 bytes as hex, base64 or base64url (what npm start writes)", () => {
    for (const spelling of [bytes.toString("hex"), bytes.toString("base64"), bytes.toString("base64url")])
      expect(parseEnv({ ENDPOINT_SECRET_KEY: spelling }).ENDPOINT_SECRET_KEY).toEqual(bytes);
    expect(parseEnv({ ENDPOINT_SECRET_KEY: " " }).ENDPOINT_SECRET_KEY).toBeUndefined();
  });

  it("refuses a key of another length, or not encoded", () => {
    for (const bad of ["short", bytes.subarray(0, 16).toString("hex"), "not base64 at all!", "x".repeat(64)])
      expect(() => parseEnv({ ENDPOINT_SECRET_KEY: bad })).toThrow(
        /ENDPOINT_SECRET_KEY: must be 32 bytes as 64 hex digits or base64/,
      );
  });
});
