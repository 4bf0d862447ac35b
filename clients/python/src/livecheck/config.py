"""Where the token lives: LIVECHECK_TOKEN, else ~/.config/livecheck/token (or $XDG_CONFIG_HOME), mode 0600."""
from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import Mapping, Optional

DEFAULT_HOST = "http://localhost:3000"


def token_path(env: Mapping[str, str] = os.environ) -> Path:
    base = env.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "livecheck" / "token"


def resolve_host(flag: Optional[str], env: Mapping[str, str] = os.environ) -> str:
    return (flag or env.get("LIVECHECK_HOST") or DEFAULT_HOST).rstrip("/")


def read_token(env: Mapping[str, str] = os.environ, warn=None) -> Optional[str]:  # type: ignore[no-untyped-def]
    """LIVECHECK_TOKEN wins; else the stored token, with a warning when others may read its file."""
    if env.get("LIVECHECK_TOKEN"):
        return env["LIVECHECK_TOKEN"].strip()
    path = token_path(env)
    try:
        mode = path.stat().st_mode
        text = path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        return None
    if os.name == "posix" and mode & (stat.S_IRWXG | stat.S_IRWXO):
        (warn or _stderr)(
            f"warning: {path} can be read by other users (mode {stat.S_IMODE(mode):o}): run chmod 600 {path}"
        )
    return text or None


def write_token(token: str, env: Mapping[str, str] = os.environ) -> Path:
    path = token_path(env)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    # Created 0600 from the start, so the secret is never readable by others, even for a moment.
    fd = os.open(str(path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(token + "\n")
    os.chmod(path, 0o600)
    return path


def remove_token(env: Mapping[str, str] = os.environ) -> bool:
    path = token_path(env)
    try:
        path.unlink()
        return True
    except FileNotFoundError:
        return False


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)
