"""`livecheck validate`: the server's checks offline, by the scorer the server itself runs.

The checks are LiveCheck's own TypeScript (lib/scoring), bundled for Node as dist/cli/score.mjs
by `npm install`. Rewriting them in Python would give a second implementation whose messages
drift from the server's, so this client runs that bundle with `node` when it can find it
(LIVECHECK_SCORER, or dist/cli/score.mjs in the current folder or one above it: a clone of
the repository) and otherwise says how to get it. The scorer needs the split's labels, so
offline checks cover dev splits (their labels are downloadable); `submit` checks any file on
the server before anything is queued, and a refused file never counts against the quota.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Dict, List, Optional

from .errors import LiveCheckError


def find_scorer(env: Dict[str, str] = dict(os.environ)) -> Optional[Path]:
    if env.get("LIVECHECK_SCORER"):
        return Path(env["LIVECHECK_SCORER"])
    here = Path.cwd().resolve()
    for folder in [here, *here.parents]:
        candidate = folder / "dist" / "cli" / "score.mjs"
        if candidate.is_file():
            return candidate
    return None


DEV_FILES = {"benchmark.json": "benchmark.json", "claims.jsonl": "dev_claims.jsonl", "labels.jsonl": "dev_labels.jsonl"}
CLAIM_FILES = {"benchmark.json": "benchmark.json", "claims.jsonl": "claims.jsonl"}


def validate_file(
    folder: str, file: str, *, missing_as_wrong: bool = False, split: Optional[str] = None
) -> Dict[str, object]:
    """Runs the scorer's checks on ``file`` against the files downloaded into ``folder``: a dev
    split's claims and labels (scored, as the server would), else the release's claims without
    labels (``--check``: the checks only, as for a hidden split). ``split`` limits both to one split.
    Returns the scorer's JSON; a refused file raises LiveCheckError with the scorer's messages."""
    node = shutil.which("node")
    scorer = find_scorer()
    if node is None or scorer is None:
        raise LiveCheckError(
            "validate runs LiveCheck's own scorer, which needs Node.js and a clone of the repository "
            "(npm install builds dist/cli/score.mjs; or set LIVECHECK_SCORER to that file). "
            "Without them, `livecheck submit` runs the same checks on the server and a refused file costs no quota"
        )
    base = Path(folder)
    has = lambda files: all((base / src).is_file() for src in files.values())  # noqa: E731
    attempts = [(f, extra) for f, extra in ((DEV_FILES, []), (CLAIM_FILES, ["--check"])) if has(f)]
    if not attempts:
        raise LiveCheckError(
            f"{folder} holds no downloaded claims: run `livecheck download SLUG [--split SPLIT] --dir {folder}` first"
        )
    for i, (files, extra) in enumerate(attempts):
        more = i + 1 < len(attempts)
        with tempfile.TemporaryDirectory(prefix="livecheck-validate-") as bundle:
            for name, src in files.items():
                os.symlink((base / src).resolve(), Path(bundle) / name)
            args: List[str] = [node, str(scorer), "--bundle", bundle, "--pred", file, *extra]
            if split:
                args += ["--split", split]
            if missing_as_wrong:
                args.append("--missing-as-wrong")
            run = subprocess.run(args, capture_output=True, text=True)
        if run.returncode == 0:
            import json

            return json.loads(run.stdout)
        lines = [line for line in run.stderr.strip().splitlines() if line.strip()]
        # A split that is not among the dev files: try the release's claims next.
        if more and split and any("no claim of split" in line for line in lines):
            continue
        if run.returncode == 2 and lines:
            raise LiveCheckError(lines[0], issues=[{"message": line} for line in lines[1:]])
        raise LiveCheckError(f"The scorer failed: {lines[0] if lines else 'no message'}")
    raise LiveCheckError("unreachable")
