"""The one error type of the client: a message to print on one line, and the exit code."""
from __future__ import annotations

from typing import Any, Dict, List, Optional


class LiveCheckError(Exception):
    """A refused or failed operation (exit code 1) or a usage error (exit code 2).

    ``code`` is the server's error code (``UNAUTHORIZED``, ``RATE_LIMITED``...) when the
    server answered, ``issues`` the problems of a refused prediction file (file, line, field).
    """

    def __init__(
        self,
        message: str,
        *,
        exit_code: int = 1,
        code: Optional[str] = None,
        status: Optional[int] = None,
        issues: Optional[List[Dict[str, Any]]] = None,
        more: int = 0,
        details: Optional[Dict[str, Any]] = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.exit_code = exit_code
        self.code = code
        self.status = status
        self.issues = issues or []
        self.more = more
        self.details = details or {}

    def to_json(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {"error": {"message": self.message}}
        if self.code:
            out["error"]["code"] = self.code
        if self.status is not None:
            out["error"]["status"] = self.status
        if self.issues:
            out["error"]["issues"] = self.issues
            out["error"]["more"] = self.more
        return out


def usage_error(message: str) -> LiveCheckError:
    return LiveCheckError(message, exit_code=2)


def format_issue(issue: Dict[str, Any]) -> str:
    """``file:line: field: message``, as the server and the scorer CLI print a problem."""
    where = str(issue.get("file", ""))
    if issue.get("line") is not None:
        where += f":{issue['line']}"
    parts = [where] if where else []
    if issue.get("field"):
        parts.append(f"field {issue['field']}")
    if issue.get("claimId"):
        parts.append(f"claim {issue['claimId']}")
    parts.append(str(issue.get("message", "")))
    return ": ".join(parts)
