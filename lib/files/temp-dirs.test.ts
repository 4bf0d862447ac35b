import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanTempDirs, makeTempDir } from "./temp-dirs";

describe("temporary upload folders", () => {
  it("removes folders of dead processes and old ones, keeps live processes' and unrelated folders", async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), "lc-tempdirs-"));
    // A pid that surely ran and ended: a child that has exited.
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    const mine = await makeTempDir("upload", parent);
    const live = path.join(parent, `livecheck-upload-${process.ppid}-abcDEF`);
    const orphan = path.join(parent, `livecheck-upload-${dead}-ghiJKL`);
    const orphanCopy = path.join(parent, `livecheck-copy-${dead}-mnoPQR`);
    const legacyNew = path.join(parent, "livecheck-upload-stuVWX");
    const legacyOld = path.join(parent, "livecheck-upload-yzABCD");
    const stale = path.join(parent, `livecheck-bundle-${process.ppid}-EFGHIJ`);
    const other = path.join(parent, "something-else");
    for (const dir of [live, orphan, orphanCopy, legacyNew, legacyOld, stale, other]) mkdirSync(dir);
    const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(legacyOld, twoHoursAgo, twoHoursAgo);
    const twoDaysAgo = (Date.now() - 48 * 3600_000) / 1000;
    utimesSync(stale, twoDaysAgo, twoDaysAgo);

    const removed = await cleanTempDirs(parent);
    expect(removed.sort()).toEqual(
      [
        path.basename(orphan),
        path.basename(orphanCopy),
        path.basename(legacyOld),
        path.basename(stale),
      ].sort(),
    );
    expect(readdirSync(parent).sort()).toEqual(
      [path.basename(mine), path.basename(live), path.basename(legacyNew), "something-else"].sort(),
    );
    expect(path.basename(mine)).toMatch(new RegExp(`^livecheck-upload-${process.pid}-`));
  });
});
