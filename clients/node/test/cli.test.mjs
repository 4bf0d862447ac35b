// `npx livecheck` against the app server at BASE_URL with the data tests/clients/run-client-tests.ts
// wrote (LIVECHECK_TEST_FIXTURE); the offline cases need no server.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  mkdtempSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
  renameSync,
  chmodSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const fx = process.env.LIVECHECK_TEST_FIXTURE ? JSON.parse(process.env.LIVECHECK_TEST_FIXTURE) : null;
const config = mkdtempSync(path.join(tmpdir(), "livecheck-node-"));
const env = { ...process.env, XDG_CONFIG_HOME: config, LIVECHECK_HOST: process.env.BASE_URL ?? "" };
delete env.LIVECHECK_TOKEN;
const cli = (args, extra = {}, input = "") => {
  const run = spawnSync("npx", ["livecheck", ...args], {
    env: { ...env, ...extra },
    input,
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
};
const gold = (i) => Number((-0.8 + 1.6 * (((i + 1) * 0.618034) % 1)).toFixed(6));
const tmp = () => mkdtempSync(path.join(tmpdir(), "livecheck-node-t-"));
const model = "node-client-model";

test("a server answering HTML is named as the wrong host; usage errors exit 2", async () => {
  const server = createServer((_, res) =>
    res.writeHead(200, { "content-type": "text/html" }).end("<html>nginx</html>"),
  );
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  // Not spawnSync: the stub answers from this process's event loop.
  const child = spawn(
    "npx",
    ["livecheck", "benchmarks", "--host", `http://127.0.0.1:${server.address().port}`],
    { env },
  );
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  const code = await new Promise((r) => child.on("exit", r));
  server.close();
  const r = { code, err };
  assert.equal(r.code, 1);
  assert.match(r.err, /web page, not the LiveCheck API/);
  assert.equal(cli(["submit", "x"]).code, 2);
});

test("against the server", { skip: fx ? false : "no server: run through npm test" }, async (t) => {
  await t.test("login stores the token 0600; a loose token file is warned about", () => {
    const r = cli(["login"], {}, `${fx.token}\n`);
    assert.equal(r.code, 0, r.err);
    const file = path.join(config, "livecheck", "token");
    assert.equal(statSync(file).mode & 0o777, 0o600);
    chmodSync(file, 0o644);
    const w = cli(["whoami", "--json"]);
    assert.equal(JSON.parse(w.out).name, fx.name);
    assert.match(w.err, /can be read by other users/);
    chmodSync(file, 0o600);
    assert.match(cli(["whoami"], { LIVECHECK_TOKEN: "lc_nope" }).err, /token was refused/);
    assert.equal(
      cli(["models", "add", "--name", model, "--organisation", "Lab", "--cutoff", "2024-06-01"]).code,
      0,
    );
  });

  await t.test("download checks sha256, skips what is there and resumes a partial file with Range", () => {
    const dir = tmp();
    const r = cli(["download", fx.slug, "--dir", dir, "--json"]);
    assert.equal(r.code, 0, r.err);
    for (const f of JSON.parse(r.out))
      assert.equal(createHash("sha256").update(readFileSync(f.path)).digest("hex"), f.sha256);
    const claims = path.join(dir, "claims.jsonl");
    const whole = readFileSync(claims);
    // As a cut download leaves it: the first half in claims.jsonl.part.
    renameSync(claims, `${claims}.part`);
    truncateSync(`${claims}.part`, Math.floor(whole.length / 2));
    const again = JSON.parse(cli(["download", fx.slug, "--dir", dir, "--json"]).out);
    assert.deepEqual(again.map((f) => [f.name, f.state]).sort(), [
      ["benchmark.json", "skipped"],
      ["claims.jsonl", "downloaded"],
      ["dev_claims.jsonl", "skipped"],
      ["dev_labels.jsonl", "skipped"],
    ]);
    assert.ok(readFileSync(claims).equals(whole));
    // A corrupted partial file fails the checksum: removed and named.
    writeFileSync(`${claims}.part`, whole.subarray(0, 10));
    renameSync(claims, path.join(dir, "moved"));
    writeFileSync(`${claims}.part`, Buffer.concat([Buffer.from("X".repeat(10)), whole.subarray(10, 20)]));
    const bad = cli(["download", fx.slug, "--dir", dir]);
    assert.equal(bad.code, 1);
    assert.match(bad.err, /claims\.jsonl does not match its published sha256/);
  });

  await t.test("validate, then submit --wait on the dev split; a refused file lists its problems", () => {
    const dir = tmp();
    assert.equal(cli(["download", fx.slug, "--split", fx.dev, "--dir", dir]).code, 0);
    const pred = path.join(dir, "pred.jsonl");
    writeFileSync(
      pred,
      fx.devIds.map((id, i) => JSON.stringify({ claim_id: id, score: gold(i) + 0.1 })).join("\n") + "\n",
    );
    const v = cli(["validate", fx.slug, pred, "--dir", dir]);
    assert.equal(v.code, 0, v.err);
    const s = cli(["submit", fx.slug, pred, "--model", model, "--split", fx.dev, "--wait"]);
    assert.equal(s.code, 0, s.err);
    assert.match(s.out, /scored/);
    assert.match(s.out, /mse 0\.01\b/);
    const bad = path.join(dir, "refused.jsonl");
    writeFileSync(bad, '{"claim_id": "d000", "score": "high"}\nnot json\n');
    const r = cli(["submit", fx.slug, bad, "--model", model, "--split", fx.dev]);
    assert.equal(r.code, 1);
    assert.match(r.err, /nothing was queued/);
    assert.match(r.err, /^refused\.jsonl:1: field score/m);
  });

  await t.test("submit --wait on the hidden split says what the Ladder did", () => {
    const dir = tmp();
    const pred = path.join(dir, "pred.jsonl");
    writeFileSync(
      pred,
      fx.testIds.map((id, i) => JSON.stringify({ claim_id: id, score: gold(100 + i) + 0.1 })).join("\n") +
        "\n",
    );
    // Offline, a hidden split's file is checked against the release's claims (no labels there).
    assert.equal(cli(["download", fx.slug, "--split", fx.test, "--dir", dir]).code, 0);
    const v = cli(["validate", fx.slug, pred, "--split", fx.test, "--dir", dir]);
    assert.equal(v.code, 0, v.err);
    assert.match(v.out, new RegExp(`no problems found \\(${fx.testIds.length} claims\\)`));
    const whole = cli(["validate", fx.slug, pred, "--dir", dir]);
    assert.equal(whole.code, 1);
    assert.match(whole.err, /missing prediction/);
    const s = cli(["submit", fx.slug, pred, "--model", model, "--split", fx.test, "--wait"]);
    assert.equal(s.code, 0, s.err);
    assert.match(s.out, /\(hidden\)/);
    assert.match(s.out, /Disclosed: mse = |Held: |Withheld: /);
  });

  await t.test("leaderboard as CSV and as a table", () => {
    const csv = cli(["leaderboard", fx.slug, "--csv"]);
    assert.equal(csv.code, 0, csv.err);
    const header = csv.out.split("\n")[0].split(",");
    assert.ok(header.length > 2);
    const table = cli(["leaderboard", fx.slug]);
    assert.equal(table.out.split("\n")[0].split(/\s+/)[0], header[0]);
  });
});
