"""HTTP over the standard library: JSON answers, the server's errors in words, no redirects
followed with the token (a presigned S3 URL must never see it)."""
from __future__ import annotations

import json
import socket
from http.client import IncompleteRead
import urllib.error
import urllib.parse
import urllib.request
from typing import IO, Any, Dict, Mapping, Optional, Union

from .errors import LiveCheckError

USER_AGENT = "livecheck-python/0.1"
__all__ = ["Answer", "IncompleteRead", "build_url", "decode_json", "raise_for_answer", "send"]
Query = Mapping[str, Union[str, int, bool, None]]


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[no-untyped-def]
        return None


_OPENER = urllib.request.build_opener(_NoRedirect)


def build_url(host: str, path: str, query: Optional[Query] = None) -> str:
    url = host.rstrip("/") + path
    if query:
        pairs = {k: ("true" if v is True else "false" if v is False else str(v)) for k, v in query.items() if v is not None}
        if pairs:
            url += "?" + urllib.parse.urlencode(pairs)
    return url


class Answer:
    """An HTTP answer whose body has not been read yet (``stream``), so files are never read whole."""

    def __init__(self, status: int, headers: Mapping[str, str], stream: IO[bytes], url: str) -> None:
        self.status = status
        self.headers = {k.lower(): v for k, v in headers.items()}
        self.stream = stream
        self.url = url

    def read_text(self) -> str:
        try:
            return self.stream.read().decode("utf-8", "replace")
        finally:
            self.stream.close()

    def json(self, host: str) -> Any:
        return decode_json(self.read_text(), self.headers.get("content-type", ""), host)


def decode_json(text: str, content_type: str, host: str) -> Any:
    if "json" not in content_type and text.lstrip().startswith("<"):
        raise LiveCheckError(
            f"{host} answered with a web page, not the LiveCheck API: check --host or LIVECHECK_HOST"
        )
    try:
        return json.loads(text)
    except ValueError:
        raise LiveCheckError(
            f"{host} answered something that is not JSON: check --host or LIVECHECK_HOST"
        ) from None


def send(
    method: str,
    url: str,
    *,
    host: str,
    token: Optional[str] = None,
    headers: Optional[Dict[str, str]] = None,
    body: Union[bytes, IO[bytes], None] = None,
    timeout: float = 60.0,
) -> Answer:
    """One request, redirects not followed. Connection problems become one-line errors."""
    all_headers = {"User-Agent": USER_AGENT, "Accept": "application/json", **(headers or {})}
    if token:
        all_headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(url, data=body, headers=all_headers, method=method)
    try:
        res = _OPENER.open(req, timeout=timeout)
        return Answer(res.status, dict(res.headers.items()), res, url)
    except urllib.error.HTTPError as err:
        return Answer(err.code, dict(err.headers.items()) if err.headers else {}, err, url)
    except urllib.error.URLError as err:
        raise unreachable(host, err.reason) from None
    except (ConnectionError, socket.timeout, TimeoutError) as err:
        raise unreachable(host, err) from None


def unreachable(host: str, reason: object) -> LiveCheckError:
    if isinstance(reason, (socket.timeout, TimeoutError)):
        return LiveCheckError(f"{host} did not answer in time: try again, or check --host or LIVECHECK_HOST")
    return LiveCheckError(
        f"Cannot reach {host} ({reason}): is the server running? Set --host or LIVECHECK_HOST"
    )


def raise_for_answer(answer: Answer, host: str, *, slug: Optional[str] = None) -> None:
    """Turns an error answer into a LiveCheckError that says what to do."""
    if answer.status < 400:
        return
    text = answer.read_text()
    content_type = answer.headers.get("content-type", "")
    try:
        body = decode_json(text, content_type, host)
    except LiveCheckError:
        if text.lstrip().startswith("<"):
            raise
        raise LiveCheckError(f"{host} answered HTTP {answer.status}: {text.strip()[:200]}", status=answer.status) from None
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        raise LiveCheckError(f"{host} answered HTTP {answer.status} without an error message: check --host", status=answer.status)
    code = str(error.get("code", ""))
    message = str(error.get("message", "")).rstrip(".")
    fields = error.get("fields")
    if isinstance(fields, dict) and fields:
        message += " (" + "; ".join(f"{k}: {v}" for k, v in fields.items()) + ")"
    if code == "UNAUTHORIZED":
        message = f"The token was refused ({message}): create one under Account → API tokens, then run `livecheck login`"
    elif code == "FORBIDDEN" and slug and "access" in message.lower():
        message += f": see `livecheck access {slug}`, or ask with `livecheck access {slug} --request`"
    elif code == "RATE_LIMITED" and "resetAt" in error and "reset" not in message:
        message += f"; it resets at {error['resetAt']}"
    issues = error.get("issues") if isinstance(error.get("issues"), list) else None
    raise LiveCheckError(
        message,
        code=code or None,
        status=answer.status,
        issues=issues,
        more=int(error.get("more", 0) or 0),
        details={k: v for k, v in error.items() if k not in ("code", "message", "issues", "more")},
    )
