"""The commands against a real LiveCheck server: `npm test` starts one on each engine and
writes this suite's data (tests/clients/run-client-tests.ts); skipped without it."""
from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import unittest
from pathlib import Path
from typing import Dict, List, Tuple

from support import CuttingProxy, run_cli, temp_dir

FIXTURE = json.loads(os.environ["LIVECHECK_TEST_FIXTURE"]) if os.environ.get("LIVECHECK_TEST_FIXTURE") else None
HOST = os.environ.get("BASE_URL", "")


def gold(i: int) -> float:
    return round(-0.8 + 1.6 * (((i + 1) * 0.618034) % 1), 6)


@unittest.skipIf(FIXTURE is None, "no server: run through `npm test` (it sets LIVECHECK_TEST_FIXTURE and BASE_URL)")
class ServerTest(unittest.TestCase):
    env: Dict[str, str]
    fx: Dict[str, object]
    model = "py-client-model"

    @classmethod
    def setUpClass(cls) -> None:
        assert FIXTURE is not None
        cls.fx = FIXTURE
        cls.env = {"XDG_CONFIG_HOME": temp_dir(), "LIVECHECK_HOST": HOST}
        code, out, err = run_cli(["login"], cls.env, stdin=str(FIXTURE["token"]) + "\n")
        assert code == 0, err
        code, out, err = run_cli(["models", "add", "--name", cls.model, "--organisation", "Client Lab", "--cutoff", "2024-06-01",
                                  "--cutoff-source", "https://example.org/card"], cls.env)
        assert code == 0, err

    def cli(self, *args: str, **env: str) -> Tuple[int, str, str]:
        return run_cli(list(args), {**self.env, **env})

    def predictions(self, ids: List[str], offset: int, folder: str, name: str = "pred.jsonl") -> str:
        path = Path(folder) / name
        path.write_text("".join(json.dumps({"claim_id": c, "score": gold(offset + i) + 0.1}) + "\n" for i, c in enumerate(ids)))
        return str(path)

    def test_login_whoami(self) -> None:
        code, out, _ = self.cli("whoami", "--json")
        self.assertEqual(code, 0)
        self.assertEqual(json.loads(out)["name"], self.fx["name"])
        code, _, err = self.cli("whoami", LIVECHECK_TOKEN="lc_not_a_token")
        self.assertEqual(code, 1)
        self.assertIn("token was refused", err)

    def test_benchmark_shows_splits_hidden_and_quota(self) -> None:
        code, out, err = self.cli("benchmark", str(self.fx["slug"]))
        self.assertEqual(code, 0, err)
        self.assertRegex(out, rf"{self.fx['test']}\s+test\s+yes\s+30\s+5 of 5")
        self.assertRegex(out, rf"{self.fx['dev']}\s+dev\s+no\s+30\s+no limit")
        self.assertIn("access: open", out)

    def test_download_checks_skips_and_resumes_a_cut_download(self) -> None:
        folder = temp_dir()
        code, out, err = self.cli("download", str(self.fx["slug"]), "--dir", folder, "--json")
        self.assertEqual(code, 0, err)
        files = json.loads(out)
        self.assertEqual(sorted(f["name"] for f in files), ["benchmark.json", "claims.jsonl", "dev_claims.jsonl", "dev_labels.jsonl"])
        for f in files:
            self.assertEqual(hashlib.sha256(Path(f["path"]).read_bytes()).hexdigest(), f["sha256"])
        code, out, _ = self.cli("download", str(self.fx["slug"]), "--dir", folder, "--json")
        self.assertEqual({f["state"] for f in json.loads(out)}, {"skipped"})
        # Through a proxy that cuts the first file half-way: the client asks for the rest with Range.
        fresh = temp_dir()
        proxy = CuttingProxy()
        try:
            code, out, err = self.cli("download", str(self.fx["slug"]), "--split", str(self.fx["test"]), "--dir", fresh,
                                      http_proxy=proxy.url)
        finally:
            proxy.close()
        self.assertEqual(code, 0, err)
        self.assertTrue(proxy.cut)
        self.assertEqual(proxy.ranges[0], None)
        self.assertRegex(str(proxy.ranges[1]), r"^bytes=[1-9]\d*-$")
        for name in ("benchmark.json", "claims.jsonl"):
            self.assertEqual((Path(fresh) / name).read_bytes(), (Path(folder) / name).read_bytes())
        self.assertFalse((Path(fresh) / "dev_labels.jsonl").exists())

    def test_template_validate_and_submit_wait_on_the_dev_split(self) -> None:
        folder = temp_dir()
        slug, dev = str(self.fx["slug"]), str(self.fx["dev"])
        code, out, _ = self.cli("template", slug, dev, "--format", "csv")
        self.assertEqual(code, 0)
        self.assertEqual(len(out.strip().splitlines()), 31)
        self.assertEqual(self.cli("download", slug, "--split", dev, "--dir", folder)[0], 0)
        pred = self.predictions(list(self.fx["devIds"]), 0, folder)  # type: ignore[arg-type]
        code, out, err = self.cli("validate", slug, pred, "--dir", folder)
        self.assertEqual(code, 0, err)
        self.assertIn("no problems found", out)
        bad = Path(folder) / "bad.jsonl"
        bad.write_text('{"claim_id": "d000", "score": "high"}\n{"claim_id": "nope", "score": 0.1}\n')
        code, _, err = self.cli("validate", slug, str(bad), "--dir", folder)
        self.assertEqual(code, 1)
        # The scorer's own words, as the server reports them.
        self.assertIn("bad.jsonl (line 1, claim d000, field score): score must be a number", err)
        code, out, err = self.cli("submit", slug, pred, "--model", self.model, "--split", dev, "--wait")
        self.assertEqual(code, 0, err)
        self.assertIn("scored", out)
        self.assertRegex(out, r"mse 0\.01\b")
        sub_id = out.split()[0]
        results = self.cli("results", sub_id)[1].strip().splitlines()
        self.assertEqual(len(results), 30)
        self.assertIn("claim_id", json.loads(results[0]))
        code, out, _ = self.cli("submissions", slug)
        self.assertIn(sub_id, out)

    def test_submit_wait_on_the_hidden_split_says_what_the_ladder_did(self) -> None:
        folder = temp_dir()
        pred = self.predictions(list(self.fx["testIds"]), 100, folder)  # type: ignore[arg-type]
        # Offline, a hidden split's file is checked against the release's claims (no labels there).
        slug, test = str(self.fx["slug"]), str(self.fx["test"])
        self.assertEqual(self.cli("download", slug, "--split", test, "--dir", folder)[0], 0)
        code, out, err = self.cli("validate", slug, pred, "--split", test, "--dir", folder)
        self.assertEqual(code, 0, err)
        self.assertIn(f"no problems found ({len(list(self.fx['testIds']))} claims)", out)  # type: ignore[arg-type]
        code, _, err = self.cli("validate", slug, pred, "--dir", folder)
        self.assertEqual(code, 1)  # without --split the other splits' claims are missing
        self.assertIn("missing prediction", err)
        code, out, err = self.cli("submit", str(self.fx["slug"]), pred, "--model", self.model, "--split", str(self.fx["test"]),
                                  "--wait", "--public")
        self.assertEqual(code, 0, err)
        self.assertIn("(hidden)", out)
        self.assertRegex(out, r"Disclosed: mse = |Held: |Withheld: ")
        code, out, _ = self.cli("benchmark", str(self.fx["slug"]))
        self.assertRegex(out, rf"{self.fx['test']}\s+test\s+yes\s+30\s+4 of 5")

    def test_a_refused_file_lists_every_problem_with_file_line_and_field(self) -> None:
        folder = temp_dir()
        bad = Path(folder) / "refused.jsonl"
        bad.write_text('{"claim_id": "d000", "score": "high"}\nnot json\n')
        code, _, err = self.cli("submit", str(self.fx["slug"]), str(bad), "--model", self.model, "--split", str(self.fx["dev"]), "--wait")
        self.assertEqual(code, 1)
        lines = err.strip().splitlines()
        self.assertIn("nothing was queued", lines[0])
        self.assertTrue(any(line.startswith("refused.jsonl:1: field score") for line in lines), err)
        self.assertTrue(any(line.startswith("refused.jsonl:2") for line in lines), err)

    def test_leaderboard_as_csv_and_a_table(self) -> None:
        code, out, err = self.cli("leaderboard", str(self.fx["slug"]), "--csv")
        self.assertEqual(code, 0, err)
        rows = list(csv.reader(io.StringIO(out)))
        self.assertGreater(len(rows[0]), 2)
        code, table, _ = self.cli("leaderboard", str(self.fx["slug"]))
        self.assertEqual(code, 0)
        self.assertEqual(table.splitlines()[0].split(), [c for c in rows[0] if c.strip()][: len(table.splitlines()[0].split())])

    def test_unknown_benchmark_and_model_are_refused_in_words(self) -> None:
        code, _, err = self.cli("benchmark", "no-such-benchmark")
        self.assertEqual(code, 1)
        self.assertEqual(len(err.strip().splitlines()), 1)
        code, _, err = self.cli("submit", str(self.fx["slug"]), __file__, "--model", "no-such-model")
        self.assertEqual(code, 1)
        self.assertIn("You have no model no-such-model", err)


if __name__ == "__main__":
    unittest.main()
