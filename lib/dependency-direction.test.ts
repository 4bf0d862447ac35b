// Folders depend only on folders below them: app and components on top, then lib/actions,
// lib/auth and lib/metadata, then lib/server, then the pure libraries. A new import that
// points upwards fails here with the file and the import.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    return statSync(p).isDirectory()
      ? files(p)
      : /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)
        ? [p]
        : [];
  });
}

const imports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/from "(@\/[^"]+)"|import\("(@\/[^"]+)"\)/g)].map(
    (m) => m[1] ?? m[2]!,
  );

/** Each folder, and the folders it must not import from (everything above it). */
const FORBIDDEN: Record<string, string[]> = {
  "lib/server": ["@/lib/auth", "@/lib/actions", "@/lib/metadata", "@/app", "@/components"],
  "lib/jobs": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/security": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/disclosure": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/scoring": ["@/lib/server", "@/lib/auth", "@/lib/actions", "@/lib/disclosure"],
  "lib/contamination": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/leaderboard": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/schemas": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/format": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/bundles": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/ai": ["@/lib/server", "@/lib/auth", "@/lib/actions"],
  "lib/outbound": ["@/lib/server", "@/lib/auth", "@/lib/actions", "@/lib/ai"],
};

describe("dependencies point down", () => {
  it.each(Object.entries(FORBIDDEN))("%s imports nothing from the folders above it", (folder, above) => {
    const upward = files(folder).flatMap((f) =>
      imports(f)
        .filter((i) => above.some((a) => i === a || i.startsWith(`${a}/`)))
        .map((i) => `${f}: ${i}`),
    );
    expect(upward).toEqual([]);
  });

  it("finds imports at all (so an empty result means something)", () => {
    expect(
      files("lib/server")
        .flatMap(imports)
        .filter((i) => i.startsWith("@/lib/")).length,
    ).toBeGreaterThan(500);
  });
});
