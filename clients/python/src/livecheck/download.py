"""One release file to disk: resumed with HTTP Range, checked against its published sha256,
streamed in chunks (never held whole in memory), and skipped when already there."""
from __future__ import annotations

import errno
import hashlib
import os
from pathlib import Path
from typing import Callable, Optional

from . import transport as http
from .errors import LiveCheckError

CHUNK = 1 << 20
ATTEMPTS = 4
Progress = Callable[[int, int], None]


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(CHUNK), b""):
            digest.update(block)
    return digest.hexdigest()


def _disk_error(err: OSError, target: Path) -> LiveCheckError:
    if err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return LiveCheckError(f"Cannot write {target}: the folder is not writable; choose another with --dir")
    if err.errno == errno.ENOSPC:
        return LiveCheckError(f"Cannot write {target}: the disk is full; free some space or choose another --dir")
    return LiveCheckError(f"Cannot write {target}: {err.strerror}")


def fetch_file(
    open_link: Callable[[], str],
    *,
    host: str,
    target: Path,
    size: int,
    sha256: str,
    progress: Optional[Progress] = None,
) -> str:
    """Downloads to ``target``, returns "skipped" or "downloaded". ``open_link`` gives a fresh
    signed link (they last 60 s), asked again for each attempt after a cut connection."""
    if target.exists() and target.stat().st_size == size and sha256_of(target) == sha256:
        return "skipped"
    part = target.with_name(target.name + ".part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        part.touch(exist_ok=True)
    except OSError as err:
        raise _disk_error(err, target) from None
    last_error: Optional[Exception] = None
    for _ in range(ATTEMPTS):
        try:
            _fetch_once(open_link(), host=host, part=part, size=size, progress=progress)
            last_error = None
            break
        except (OSError, http.IncompleteRead) as err:
            if isinstance(err, OSError) and err.errno in (errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOSPC):
                raise _disk_error(err, target) from None
            last_error = err
        except LiveCheckError as err:
            if err.status is not None or "Cannot reach" not in err.message:
                raise
            last_error = err
    if last_error is not None:
        have = part.stat().st_size if part.exists() else 0
        raise LiveCheckError(
            f"The download of {target.name} was cut at {have} of {size} bytes ({last_error}): run the same command again to resume"
        )
    actual = sha256_of(part)
    if actual != sha256:
        part.unlink()
        raise LiveCheckError(
            f"{target.name} does not match its published sha256 (expected {sha256}, got {actual}); the file was removed: run download again"
        )
    os.replace(part, target)
    return "downloaded"


def _fetch_once(url: str, *, host: str, part: Path, size: int, progress: Optional[Progress]) -> None:
    have = part.stat().st_size
    if have > size:
        part.write_bytes(b"")
        have = 0
    if have == size:
        return
    headers = {"Range": f"bytes={have}-"} if have else {}
    answer = http.send("GET", url, host=host, headers={**headers, "Accept": "*/*"})
    # The signed link may send us on to the store's presigned URL: followed without the token.
    for _ in range(5):
        if answer.status not in (301, 302, 303, 307, 308) or "location" not in answer.headers:
            break
        answer.read_text()
        answer = http.send("GET", answer.headers["location"], host=host, headers={**headers, "Accept": "*/*"})
    if answer.status == 416:
        answer.read_text()
        part.write_bytes(b"")
        raise http.IncompleteRead(b"")
    http.raise_for_answer(answer, host)
    mode = "ab" if answer.status == 206 else "wb"
    if mode == "wb":
        have = 0
    with part.open(mode) as out:
        if progress:
            progress(have, size)
        while True:
            block = answer.stream.read(CHUNK)
            if not block:
                break
            out.write(block)
            have += len(block)
            if progress:
                progress(have, size)
    answer.stream.close()
    if have < size:
        raise http.IncompleteRead(b"")
