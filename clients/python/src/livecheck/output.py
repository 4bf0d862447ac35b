"""What the commands print: aligned tables, a progress bar on a terminal, the Ladder in words."""
from __future__ import annotations

import sys
from typing import Any, Dict, List, Optional, Sequence, TextIO

from .download import Progress


def table(rows: Sequence[Sequence[Any]], header: Sequence[str]) -> str:
    cells = [[str(h) for h in header]] + [["" if c is None else str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    return "\n".join([lines[0], "  ".join("-" * w for w in widths)] + lines[1:])


def human_bytes(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n:.1f} GB"


def progress_bar(label: str, stream: TextIO = sys.stderr) -> Optional[Progress]:
    """A bar redrawn in place on a terminal; nothing when stderr is a file or a pipe."""
    if not stream.isatty():
        return None
    state = {"shown": -1}

    def show(done: int, total: int) -> None:
        percent = 100 if total <= 0 else int(done * 100 / total)
        if percent == state["shown"] and done < total:
            return
        state["shown"] = percent
        filled = percent * 30 // 100
        stream.write(f"\r{label[:28]:<28} [{'#' * filled}{'.' * (30 - filled)}] {percent:3d}% {human_bytes(done)}")
        if done >= total:
            stream.write("\n")
        stream.flush()

    return show


def number(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.4g}"
    return "n/a" if value is None else str(value)


def ladder_words(release: Dict[str, Any]) -> str:
    """The Ladder's decision on a hidden split (docs/SECURITY.md) as a sentence."""
    status, metric, step = release.get("status"), release.get("metric"), release.get("step")
    if status == "released":
        return f"Disclosed: {metric} = {number(release.get('value'))}, rounded to a step of {number(step)}; it beats your best disclosed score by more than that step"
    if status == "held":
        return f"Held: {metric} did not beat your best disclosed score ({number(release.get('best'))}) by more than the step {number(step)}, so no new score is disclosed"
    return "Withheld: the split is too small for a score to be disclosed"


def describe_submission(view: Dict[str, Any]) -> List[str]:
    """The lines `status` and `submit --wait` print for one submission."""
    head = f"{view['id']}  {view['benchmark']['slug']} {view['split']['name']}{' (hidden)' if view['split']['hidden'] else ''}  {view['model']['name']}  {view['status']}"
    lines = [head]
    if view["status"] == "queued" and view.get("position") is not None:
        lines.append(f"queue position {view['position']}")
    if view["status"] == "failed":
        lines.append(f"failed ({view.get('errorKind') or 'error'}): {view.get('error') or 'no message'}")
    score = view.get("score")
    if score:
        metrics = ", ".join(f"{k} {number(v)}" for k, v in score.get("metrics", {}).items())
        lines.append(f"n {score.get('n')}: {metrics}")
    if view.get("release"):
        lines.append(ladder_words(view["release"]))
    elif view["status"] == "scored" and view["split"]["hidden"] and not score:
        lines.append("No score is disclosed to you on this hidden split")
    return lines
