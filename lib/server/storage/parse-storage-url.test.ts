import { describe, expect, it } from "vitest";
import { checkStorageKey } from "./file-store";
import { parseStorageUrl } from "./parse-storage-url";

describe("parseStorageUrl", () => {
  it("reads folders, file: URLs and s3://bucket/prefix", () => {
    expect(parseStorageUrl("./data/files")).toEqual({ kind: "folder", root: "./data/files" });
    expect(parseStorageUrl("/var/lib/livecheck")).toEqual({ kind: "folder", root: "/var/lib/livecheck" });
    expect(parseStorageUrl("file:///srv/files")).toEqual({ kind: "folder", root: "/srv/files" });
    expect(parseStorageUrl("s3://lc-files")).toEqual({ kind: "s3", bucket: "lc-files", prefix: "" });
    expect(parseStorageUrl("s3://lc-files/")).toEqual({ kind: "s3", bucket: "lc-files", prefix: "" });
    expect(parseStorageUrl("s3://lc-files/prod/eu/")).toEqual({
      kind: "s3",
      bucket: "lc-files",
      prefix: "prod/eu/",
    });
  });
});

describe("checkStorageKey", () => {
  it("keeps relative keys and refuses ones that could leave the root", () => {
    expect(checkStorageKey("submissions/a.jsonl")).toBe("submissions/a.jsonl");
    expect(checkStorageKey("releases\\x\\claims.jsonl")).toBe("releases/x/claims.jsonl");
    for (const bad of ["", "../x", "a/../../x", "/etc/passwd", "a//b", "a/"])
      expect(() => checkStorageKey(bad), bad).toThrow(/Bad storage key/);
  });
});
