"""What the client does with answers no healthy server gives, and with the user's own files;
no LiveCheck server needed (a stub server stands in)."""
from __future__ import annotations

import hashlib
import os
import resource
import stat
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from livecheck import Client, LiveCheckError  # noqa: E402
from livecheck.download import fetch_file  # noqa: E402

from support import Stub, run_cli, send_json, temp_dir  # noqa: E402

TOKEN = "lc_test_token"


def release_stub(data: bytes, published_sha: str, name: str = "claims.jsonl") -> Stub:
    """A server with one open benchmark `b` whose release holds `data` (published as `published_sha`).
    The file is served in ranges, as the real server does."""

    def handle(h):  # type: ignore[no-untyped-def]
        base = f"http://{h.headers['host']}"
        if h.path.startswith("/api/v1/benchmarks/b/files/"):
            return send_json(h, 302, {"url": f"{base}/api/v1/downloads/f1?u=x&exp=1&sig=s", "expiresAt": "2030-01-01T00:00:00.000Z",
                                      "name": name, "bytes": len(data), "sha256": published_sha}, {"location": f"{base}/api/v1/downloads/f1"})
        if h.path.startswith("/api/v1/benchmarks/b"):
            return send_json(h, 200, {"releases": [{"version": "v1", "publishedAt": "2025-01-01T00:00:00.000Z",
                                                    "files": [{"name": name, "kind": "claims", "bytes": len(data), "sha256": published_sha}]}],
                                      "splits": []})
        if h.path.startswith("/api/v1/downloads/f1"):
            start = int(h.headers["range"][6:-1]) if h.headers.get("range") else 0
            h.send_response(206 if start else 200)
            h.send_header("content-type", "application/octet-stream")
            h.send_header("content-length", str(len(data) - start))
            h.end_headers()
            view = memoryview(data)
            for i in range(start, len(data), 1 << 20):
                h.wfile.write(view[i : i + (1 << 20)])
            return None
        send_json(h, 404, {"error": {"code": "NOT_FOUND", "message": "no"}})

    return Stub(handle)


class TokenFileTest(unittest.TestCase):
    def setUp(self) -> None:
        self.config = temp_dir()
        self.env = {"XDG_CONFIG_HOME": self.config}
        me = {"id": "u1", "email": "r@example.org", "name": "R", "role": "researcher"}
        self.stub = Stub(lambda h: send_json(h, 200, me) if h.headers.get("authorization") == f"Bearer {TOKEN}"
                         else send_json(h, 401, {"error": {"code": "UNAUTHORIZED", "message": "Invalid token"}}))
        self.env["LIVECHECK_HOST"] = self.stub.url

    def tearDown(self) -> None:
        self.stub.close()

    def test_login_stores_the_token_0600_and_whoami_logout_use_it(self) -> None:
        code, out, err = run_cli(["login", "--token", TOKEN], self.env)
        self.assertEqual(code, 0, err)
        path = Path(self.config) / "livecheck" / "token"
        self.assertEqual(stat.S_IMODE(path.stat().st_mode), 0o600)
        self.assertEqual(path.read_text().strip(), TOKEN)
        self.assertIn("R (researcher, id u1)", run_cli(["whoami"], self.env)[1])
        self.assertEqual(run_cli(["logout"], self.env)[0], 0)
        self.assertFalse(path.exists())
        code, _, err = run_cli(["whoami"], self.env)
        self.assertEqual(code, 1)
        self.assertIn("not logged in", err)

    def test_a_refused_token_is_not_stored_and_says_what_to_do(self) -> None:
        code, _, err = run_cli(["login", "--token", "lc_wrong"], self.env)
        self.assertEqual(code, 1)
        self.assertIn("token was refused", err)
        self.assertIn("livecheck login", err)
        self.assertEqual(len(err.strip().splitlines()), 1)
        self.assertFalse((Path(self.config) / "livecheck" / "token").exists())

    def test_a_token_file_others_can_read_is_warned_about_and_LIVECHECK_TOKEN_wins(self) -> None:
        run_cli(["login", "--token", "lc_wrong_but_stored"], self.env)  # refused: nothing stored
        path = Path(self.config) / "livecheck" / "token"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(TOKEN + "\n")
        os.chmod(path, 0o644)
        code, _, err = run_cli(["whoami"], self.env)
        self.assertEqual(code, 0)
        self.assertIn("can be read by other users", err)
        self.assertIn("chmod 600", err)
        code, _, err = run_cli(["whoami"], {**self.env, "LIVECHECK_TOKEN": "lc_other"})
        self.assertEqual(code, 1)
        self.assertIn("token was refused", err)

    def test_usage_errors_exit_2(self) -> None:
        self.assertEqual(run_cli(["submit", "b"], self.env)[0], 2)
        self.assertEqual(run_cli(["nonsense"], self.env)[0], 2)


class WrongHostTest(unittest.TestCase):
    def test_a_server_answering_html_is_named_as_the_wrong_host(self) -> None:
        def handle(h):  # type: ignore[no-untyped-def]
            page = b"<!doctype html><html><body>Welcome to nginx</body></html>"
            h.send_response(200)
            h.send_header("content-type", "text/html")
            h.send_header("content-length", str(len(page)))
            h.end_headers()
            h.wfile.write(page)

        stub = Stub(handle)
        try:
            code, out, err = run_cli(["benchmarks", "--host", stub.url])
            self.assertEqual(code, 1)
            self.assertIn("web page, not the LiveCheck API", err)
            self.assertIn("--host", err)
            code, out, _ = run_cli(["benchmarks", "--json", "--host", stub.url])
            self.assertIn('"error"', out)
        finally:
            stub.close()

    def test_an_unreachable_host_gets_one_line(self) -> None:
        code, _, err = run_cli(["benchmarks", "--host", "http://127.0.0.1:9"])
        self.assertEqual(code, 1)
        self.assertIn("Cannot reach http://127.0.0.1:9", err)
        self.assertEqual(len(err.strip().splitlines()), 1)


class DownloadEdgeTest(unittest.TestCase):
    def test_a_checksum_mismatch_removes_the_file_and_names_it(self) -> None:
        data = b'{"claim_id": "c1"}\n' * 100
        stub = release_stub(data, "0" * 64)
        folder = temp_dir()
        try:
            code, _, err = run_cli(["download", "b", "--dir", folder, "--host", stub.url], {"LIVECHECK_TOKEN": TOKEN})
        finally:
            stub.close()
        self.assertEqual(code, 1)
        self.assertIn("claims.jsonl does not match its published sha256", err)
        self.assertEqual(os.listdir(folder), [])

    @unittest.skipIf(os.geteuid() == 0, "root writes into read-only folders")
    def test_a_read_only_folder_is_refused_in_words(self) -> None:
        data = b"x" * 10
        stub = release_stub(data, hashlib.sha256(data).hexdigest())
        folder = temp_dir()
        os.chmod(folder, 0o500)
        try:
            code, _, err = run_cli(["download", "b", "--dir", folder, "--host", stub.url], {"LIVECHECK_TOKEN": TOKEN})
        finally:
            stub.close()
            os.chmod(folder, 0o700)
        self.assertEqual(code, 1)
        self.assertIn("not writable", err)

    def test_a_read_only_folder_is_refused_in_words_even_for_root(self) -> None:
        data = b"x" * 10
        stub = release_stub(data, hashlib.sha256(data).hexdigest())
        folder = Path(temp_dir()) / "file-not-folder"
        folder.write_text("")
        try:
            code, _, err = run_cli(["download", "b", "--dir", str(folder), "--host", stub.url], {"LIVECHECK_TOKEN": TOKEN})
        finally:
            stub.close()
        self.assertEqual(code, 1)
        self.assertIn("Cannot write", err)

    def test_a_100_MB_file_is_streamed_to_disk_never_held_in_memory(self) -> None:
        data = os.urandom(1 << 20) * 100
        digest = hashlib.sha256(data).hexdigest()
        stub = release_stub(data, digest, "big.jsonl")
        folder = temp_dir()
        try:
            before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            client = Client(stub.url, TOKEN)
            done = client.download("b", directory=folder)
            grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
        finally:
            stub.close()
        self.assertEqual(done[0]["state"], "downloaded")
        self.assertEqual(os.path.getsize(Path(folder) / "big.jsonl"), len(data))
        # The stub holds the 100 MB itself (in this process); the client adds only its chunks.
        self.assertLess(grown_kb, 40 * 1024)
        # Present with the right checksum: skipped, nothing fetched.
        again = fetch_file(lambda: "http://127.0.0.1:9/never", host="h", target=Path(folder) / "big.jsonl",
                           size=len(data), sha256=digest)
        self.assertEqual(again, "skipped")

    def test_a_cut_transfer_is_resumed_with_a_range_request(self) -> None:
        data = bytes(range(256)) * 4096
        seen = []

        def handle(h):  # type: ignore[no-untyped-def]
            seen.append(h.headers.get("range"))
            start = int(h.headers["range"][6:-1]) if h.headers.get("range") else 0
            h.send_response(206 if start else 200)
            h.send_header("content-length", str(len(data) - start))
            h.end_headers()
            if start == 0:
                h.wfile.write(data[: len(data) // 3])  # then the connection drops
                h.wfile.flush()
                h.close_connection = True
                return
            h.wfile.write(data[start:])

        stub = Stub(handle)
        target = Path(temp_dir()) / "f.bin"
        try:
            state = fetch_file(lambda: stub.url + "/file", host=stub.url, target=target, size=len(data),
                               sha256=hashlib.sha256(data).hexdigest())
        finally:
            stub.close()
        self.assertEqual(state, "downloaded")
        self.assertEqual(target.read_bytes(), data)
        self.assertEqual(seen[0], None)
        self.assertEqual(seen[1], f"bytes={len(data) // 3}-")


class LibraryTest(unittest.TestCase):
    def test_errors_are_LiveCheckError_with_the_server_code(self) -> None:
        stub = Stub(lambda h: send_json(h, 429, {"error": {"code": "RATE_LIMITED", "message": "You have used all 5 submissions", "resetAt": "2030-01-02T00:00:00.000Z"}}))
        try:
            with self.assertRaises(LiveCheckError) as caught:
                Client(stub.url, TOKEN).me()
        finally:
            stub.close()
        self.assertEqual(caught.exception.code, "RATE_LIMITED")
        self.assertIn("resets at 2030-01-02", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
