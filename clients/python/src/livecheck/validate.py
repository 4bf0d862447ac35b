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


def validate_file(folder: str, file: str, *, missing_as_wrong: bool = False) -> Dict[str, object]:
    """Runs the scorer on ``file`` against the dev files downloaded into ``folder``.
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
    needed = {"benchmark.json": "benchmark.json", "claims.jsonl": "dev_claims.jsonl", "labels.jsonl": "dev_labels.jsonl"}
    missing = [src for src in needed.values() if not (base / src).is_file()]
    if missing:
        raise LiveCheckError(
            f"{folder} lacks {', '.join(missing)}: run `livecheck download SLUG --split <dev split> --dir {folder}` first "
            "(offline checks need a dev split's labels; hidden splits are checked by `submit`)"
        )
    with tempfile.TemporaryDirectory(prefix="livecheck-validate-") as bundle:
        for name, src in needed.items():
            os.symlink((base / src).resolve(), Path(bundle) / name)
        args: List[str] = [node, str(scorer), "--bundle", bundle, "--pred", file]
        if missing_as_wrong:
            args.append("--missing-as-wrong")
        run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode == 0:
        import json

        return json.loads(run.stdout)
    lines = [line for line in run.stderr.strip().splitlines() if line.strip()]
    if run.returncode == 2 and lines:
        raise LiveCheckError(lines[0], issues=[{"message": line} for line in lines[1:]])
    raise LiveCheckError(f"The scorer failed: {lines[0] if lines else 'no message'}")
