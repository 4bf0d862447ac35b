"""``Client``: the LiveCheck HTTP API (/api/v1) as Python methods. The command line is built on it."""
from __future__ import annotations

import json
import os
import time
import urllib.parse
from pathlib import Path
from typing import IO, Any, Callable, Dict, Iterator, List, Optional

from . import transport
from .config import read_token, resolve_host
from .download import Progress, fetch_file
from .errors import LiveCheckError

Json = Dict[str, Any]
FINAL = ("scored", "failed")


class _CountingReader:
    """A file object that reports how much of it was read (upload progress), chunk by chunk."""

    def __init__(self, f: IO[bytes], size: int, progress: Optional[Progress]) -> None:
        self._f, self._size, self._progress, self._sent = f, size, progress, 0

    def read(self, n: int = -1) -> bytes:
        block = self._f.read(n if n and n > 0 else 1 << 20)
        self._sent += len(block)
        if self._progress:
            self._progress(self._sent, self._size)
        return block


def _q(value: str) -> str:
    return urllib.parse.quote(value, safe="")


class Client:
    """A connection to one LiveCheck server.

    ``host`` defaults to LIVECHECK_HOST or http://localhost:3000; ``token`` to LIVECHECK_TOKEN
    or the token stored by ``livecheck login``. Every method raises ``LiveCheckError`` with a
    one-line message when the server refuses or cannot be reached.
    """

    def __init__(self, host: Optional[str] = None, token: Optional[str] = None, timeout: float = 60.0) -> None:
        self.host = resolve_host(host)
        self.token = token if token is not None else read_token()
        self.timeout = timeout

    # -- plumbing -------------------------------------------------------------------------
    def _answer(self, method: str, path: str, *, query: Optional[transport.Query] = None, auth: bool = True,
                body: Any = None, headers: Optional[Dict[str, str]] = None, slug: Optional[str] = None) -> transport.Answer:
        if auth and not self.token:
            raise LiveCheckError("You are not logged in: run `livecheck login` (or set LIVECHECK_TOKEN)")
        answer = transport.send(method, transport.build_url(self.host, "/api/v1" + path, query), host=self.host,
                                token=self.token if auth else None, headers=headers, body=body, timeout=self.timeout)
        transport.raise_for_answer(answer, self.host, slug=slug)
        return answer

    def _json(self, method: str, path: str, *, json_body: Any = None, **kw: Any) -> Any:
        headers = {"Content-Type": "application/json"} if json_body is not None else None
        body = json.dumps(json_body).encode("utf-8") if json_body is not None else None
        return self._answer(method, path, body=body, headers=headers, **kw).json(self.host)

    # -- account ---------------------------------------------------------------------------
    def me(self) -> Json:
        return self._json("GET", "/me")

    # -- benchmarks and access -------------------------------------------------------------
    def benchmarks(self) -> List[Json]:
        return self._json("GET", "/benchmarks", auth=bool(self.token))["benchmarks"]

    def benchmark(self, slug: str) -> Json:
        return self._json("GET", f"/benchmarks/{_q(slug)}", auth=bool(self.token), slug=slug)

    def quota(self, slug: str) -> List[Json]:
        return self._json("GET", f"/benchmarks/{_q(slug)}/quota", slug=slug)["splits"]

    def access(self, slug: str) -> Json:
        return self._json("GET", f"/benchmarks/{_q(slug)}/access-requests/me", slug=slug)

    def request_access(self, slug: str, answers: Dict[str, Any]) -> Json:
        return self._json("POST", f"/benchmarks/{_q(slug)}/access-requests", json_body={"answers": answers}, slug=slug)

    def files(self, slug: str, split: Optional[str] = None) -> List[Json]:
        """The newest published release's files; with ``split``, those that hold its claims."""
        info = self.benchmark(slug)
        releases = [r for r in info["releases"] if r.get("publishedAt")] or info["releases"]
        if not releases:
            raise LiveCheckError(f"{slug} has no published release yet")
        files: List[Json] = [dict(f, release=releases[0]["version"]) for f in releases[0]["files"]]
        if split is None:
            return files
        found = next((s for s in info["splits"] if s["name"] == split), None)
        if found is None:
            names = ", ".join(s["name"] for s in info["splits"]) or "none"
            raise LiveCheckError(f"{slug} has no split {split} that you may see (splits: {names})")
        # A dev split's claims and labels are in dev_*.jsonl; every visible split's claims in claims.jsonl.
        wanted = {"meta", "dev_claims", "dev_labels"} if found["kind"] == "dev" else {"meta", "claims"}
        return [f for f in files if f["kind"] in wanted]

    def download(self, slug: str, split: Optional[str] = None, directory: str = ".",
                 progress: Optional[Callable[[str], Optional[Progress]]] = None) -> List[Json]:
        """Downloads the files into ``directory``; each result names the file and whether it was skipped."""
        out: List[Json] = []
        for f in self.files(slug, split):
            path = f"/benchmarks/{_q(slug)}/files/{_q(f['name'])}"
            query = {"release": f["release"]}

            def open_link(path: str = path, query: Dict[str, str] = query) -> str:
                answer = self._answer("GET", path, query=query, slug=slug)
                return str(answer.json(self.host)["url"])

            target = Path(directory) / f["name"]
            state = fetch_file(open_link, host=self.host, target=target, size=int(f["bytes"]), sha256=f["sha256"],
                               progress=progress(f["name"]) if progress else None)
            out.append({"name": f["name"], "path": str(target), "bytes": f["bytes"], "sha256": f["sha256"], "state": state})
        return out

    def template(self, slug: str, split: str, format: str = "jsonl") -> str:
        return self._answer("GET", f"/benchmarks/{_q(slug)}/splits/{_q(split)}/template",
                            query={"format": format}, slug=slug, headers={"Accept": "*/*"}).read_text()

    # -- models ----------------------------------------------------------------------------
    def models(self) -> List[Json]:
        return self._json("GET", "/models")["models"]

    def add_model(self, **fields: Any) -> Json:
        return self._json("POST", "/models", json_body=fields)

    def find_model(self, model: str) -> Json:
        """A model of mine by id, or by name (exact, then ignoring case)."""
        models = self.models()
        for match in (lambda m: m["id"] == model, lambda m: m["name"] == model,
                      lambda m: m["name"].lower() == model.lower()):
            found = [m for m in models if match(m)]
            if len(found) == 1:
                return found[0]
            if len(found) > 1:
                raise LiveCheckError(f"Several of your models are named {model}: give its id (see `livecheck models`)")
        raise LiveCheckError(f"You have no model {model}: see `livecheck models`, or register one with `livecheck models add`")

    # -- submissions -----------------------------------------------------------------------
    def submit(self, slug: str, file: str, model: str, *, split: Optional[str] = None, regime: Optional[str] = None,
               public: bool = False, description: str = "", missing_as_wrong: bool = False,
               progress: Optional[Progress] = None) -> Json:
        """Uploads a prediction file (streamed); answers the created submissions (one per split)."""
        found = self.find_model(model)
        query = {"benchmark": slug, "split": split or "all", "modelId": found["id"], "regime": regime or found["regime"],
                 "isPublic": public, "missingAsWrong": missing_as_wrong, "description": description or None,
                 "filename": os.path.basename(file)}
        size = os.path.getsize(file)
        kind = "text/csv" if file.lower().endswith(".csv") else "application/x-ndjson"
        with open(file, "rb") as f:
            body = _CountingReader(f, size, progress)
            return self._json_stream("/submissions", query, body, size, kind, slug)

    def _json_stream(self, path: str, query: transport.Query, body: Any, size: int, kind: str, slug: str) -> Json:
        answer = self._answer("POST", path, query=query, body=body, slug=slug,
                              headers={"Content-Type": kind, "Content-Length": str(size)})
        return answer.json(self.host)

    def submission(self, id: str) -> Json:
        return self._json("GET", f"/submissions/{_q(id)}")

    def submissions(self, slug: Optional[str] = None) -> List[Json]:
        return self._json("GET", "/submissions", query={"benchmark": slug})["submissions"]

    def wait(self, id: str, on_update: Optional[Callable[[Json], None]] = None, timeout: float = 3600.0) -> Json:
        """Polls until the submission is scored or failed (1 s, growing to 5 s); answers its final view."""
        deadline, delay = time.monotonic() + timeout, 1.0
        while True:
            view = self.submission(id)
            if on_update:
                on_update(view)
            if view["status"] in FINAL:
                return view
            if time.monotonic() > deadline:
                raise LiveCheckError(f"Submission {id} is still {view['status']} after {int(timeout)} s: see `livecheck status {id}`")
            time.sleep(delay)
            delay = min(delay * 1.5, 5.0)

    def results(self, id: str) -> Iterator[str]:
        """Per-claim results, one JSON line each (own submissions on public dev splits only)."""
        answer = self._answer("GET", f"/submissions/{_q(id)}/results", query={"format": "jsonl"}, headers={"Accept": "*/*"})
        try:
            for line in answer.stream:
                text = line.decode("utf-8").rstrip("\n")
                if text:
                    yield text
        finally:
            answer.stream.close()

    # -- leaderboards ----------------------------------------------------------------------
    def leaderboard(self, slug: str, split: Optional[str] = None) -> Json:
        return self._json("GET", f"/leaderboards/{_q(slug)}", query={"splits": split}, auth=bool(self.token), slug=slug)

    def leaderboard_csv(self, slug: str, split: Optional[str] = None) -> str:
        return self._answer("GET", f"/leaderboards/{_q(slug)}", query={"splits": split, "format": "csv"},
                            auth=bool(self.token), slug=slug, headers={"Accept": "text/csv"}).read_text()
