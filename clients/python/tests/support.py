"""Test helpers, standard library only: run the command, a stub server, a proxy that cuts a download."""
from __future__ import annotations

import http.client
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import urllib.parse
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

SRC = str(Path(__file__).resolve().parents[1] / "src")


def run_cli(args: List[str], env: Optional[Dict[str, str]] = None, stdin: str = "", cwd: Optional[str] = None) -> Tuple[int, str, str]:
    """Runs `python -m livecheck ARGS` as a user would, with its own config folder unless `env` names one."""
    full = {k: v for k, v in os.environ.items() if not k.startswith("LIVECHECK_") and k.lower() not in ("http_proxy", "https_proxy")}
    full["PYTHONPATH"] = SRC
    full.update(env or {})
    run = subprocess.run([sys.executable, "-m", "livecheck", *args], input=stdin, capture_output=True, text=True,
                         env=full, cwd=cwd, timeout=300)
    return run.returncode, run.stdout, run.stderr


class Stub:
    """A local HTTP server answering with `handle(handler)`; for answers no real server gives."""

    def __init__(self, handle: Callable[[http.server.BaseHTTPRequestHandler], None]) -> None:
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                handle(self)

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def send_json(h: http.server.BaseHTTPRequestHandler, status: int, body: object, headers: Optional[Dict[str, str]] = None) -> None:
    data = json.dumps(body).encode()
    h.send_response(status)
    h.send_header("content-type", "application/json")
    h.send_header("content-length", str(len(data)))
    for k, v in (headers or {}).items():
        h.send_header(k, v)
    h.end_headers()
    h.wfile.write(data)


class CuttingProxy:
    """A forward HTTP proxy (the client finds it through http_proxy) that passes every request
    on, except that it cuts the first file download (an application/octet-stream answer)
    half-way through. `ranges` records the Range header of every download request."""

    def __init__(self) -> None:
        self.ranges: List[Optional[str]] = []
        self.cut = False
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:  # noqa: N802
                self.forward("GET")

            def do_POST(self) -> None:  # noqa: N802
                self.forward("POST")

            def forward(self, method: str) -> None:
                url = urllib.parse.urlsplit(self.path)
                conn = http.client.HTTPConnection(url.hostname or "localhost", url.port or 80, timeout=120)
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else None
                headers = {k: v for k, v in self.headers.items() if k.lower() not in ("proxy-connection", "connection")}
                path = url.path + (f"?{url.query}" if url.query else "")
                conn.request(method, path, body=body, headers=headers)
                res = conn.getresponse()
                data_type = res.getheader("content-type", "")
                is_file = "octet-stream" in data_type
                if is_file:
                    proxy.ranges.append(self.headers.get("range"))
                self.send_response(res.status)
                for k, v in res.getheaders():
                    if k.lower() not in ("transfer-encoding", "connection"):
                        self.send_header(k, v)
                payload = res.read()
                if "content-length" not in {k.lower() for k, _ in res.getheaders()}:
                    self.send_header("content-length", str(len(payload)))
                self.send_header("connection", "close")
                self.end_headers()
                if is_file and not proxy.cut and len(payload) > 1:
                    proxy.cut = True
                    self.wfile.write(payload[: len(payload) // 2])
                    self.wfile.flush()
                    self.close_connection = True
                    return
                self.wfile.write(payload)
                self.close_connection = True

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def temp_dir() -> str:
    return tempfile.mkdtemp(prefix="livecheck-test-")
