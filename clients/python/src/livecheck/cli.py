"""The `livecheck` command: the same commands, options and output as `npx livecheck` (clients/node).

Exit codes: 0 success, 1 a refused or failed operation, 2 a usage error.
"""
from __future__ import annotations

import argparse
import csv
import getpass
import io
import json
import sys
from typing import Any, Callable, Dict, List, Optional, Sequence

from . import config
from .client import Client
from .errors import LiveCheckError, format_issue, usage_error
from .output import describe_submission, ladder_words, progress_bar, table
from .validate import validate_file

Handler = Callable[[argparse.Namespace, Client], Any]


def _print_json(value: Any) -> None:
    print(json.dumps(value, indent=2, ensure_ascii=False))


def cmd_login(args: argparse.Namespace, client: Client) -> Any:
    token = args.token or (getpass.getpass("Paste your API token (Account → API tokens): ") if sys.stdin.isatty() else sys.stdin.readline())
    token = token.strip()
    if not token:
        raise usage_error("No token given: pass --token or paste one at the prompt")
    client.token = token
    me = client.me()
    path = config.write_token(token)
    if args.json:
        return _print_json({"user": me, "tokenFile": str(path)})
    print(f"Logged in to {client.host} as {me.get('name')} ({me.get('role')}); token stored in {path}")


def cmd_whoami(args: argparse.Namespace, client: Client) -> Any:
    me = client.me()
    if args.json:
        return _print_json(me)
    print(f"{me.get('name')} ({me.get('role')}, id {me.get('id')}) on {client.host}")


def cmd_logout(args: argparse.Namespace, client: Client) -> Any:
    removed = config.remove_token()
    if args.json:
        return _print_json({"removed": removed})
    print(f"Removed {config.token_path()}" if removed else "No stored token to remove")


def cmd_benchmarks(args: argparse.Namespace, client: Client) -> Any:
    rows = client.benchmarks()
    if args.json:
        return _print_json(rows)
    print(table([(b["slug"], b["title"], b["track"], b["accessMode"], b["claimCount"]) for b in rows],
                ["slug", "title", "track", "access", "claims"]))


def cmd_benchmark(args: argparse.Namespace, client: Client) -> Any:
    info = client.benchmark(args.slug)
    access = client.access(args.slug) if client.token else None
    quotas = {q["split"]: q for q in client.quota(args.slug)} if client.token else {}
    if args.json:
        return _print_json({"benchmark": info, "access": access, "quota": list(quotas.values())})
    print(f"{info['title']} ({info['slug']}), {info['track']} track, by {info['period']}")
    rows = []
    for s in info["splits"]:
        hidden = s["kind"] != "dev" and not s.get("retiredAt")
        q = quotas.get(s["name"])
        left = "" if not q else ("no limit" if not q["applies"] else f"{q['remaining']} of {q['limit']} (resets {q['resetAt']})")
        rows.append((s["name"], s["kind"], "yes" if hidden else "no", s["claimCount"], left))
    print(table(rows, ["split", "kind", "hidden", "claims", "submissions left today"]))
    if access:
        print(f"access: {access['status']}{'' if access['hasAccess'] else ' (no access to the files yet)'}")


def cmd_access(args: argparse.Namespace, client: Client) -> Any:
    if args.request:
        answers: Dict[str, Any] = {}
        for pair in args.answer or []:
            if "=" not in pair:
                raise usage_error(f"--answer takes name=value, got {pair}")
            name, value = pair.split("=", 1)
            answers[name] = True if value == "true" else False if value == "false" else value
        client.request_access(args.slug, answers)
    status = client.access(args.slug)
    if args.json:
        return _print_json(status)
    print(f"{args.slug}: {status['status']}; {'you may download the files' if status['hasAccess'] else 'no access to the files yet'}")
    if status.get("reason"):
        print(f"reason: {status['reason']}")


def cmd_download(args: argparse.Namespace, client: Client) -> Any:
    done = client.download(args.slug, args.split, args.dir, progress=None if args.json else progress_bar)
    if args.json:
        return _print_json(done)
    for f in done:
        print(f"{f['path']}: {'already there, checksum matches' if f['state'] == 'skipped' else 'downloaded, sha256 checked'}")


def cmd_template(args: argparse.Namespace, client: Client) -> Any:
    sys.stdout.write(client.template(args.slug, args.split, args.format))
    return None


def cmd_validate(args: argparse.Namespace, client: Client) -> Any:
    result = validate_file(args.dir, args.file, missing_as_wrong=args.missing_as_wrong, split=args.split)
    if args.json:
        return _print_json({"ok": True, "result": result})
    claims = result.get("n", result.get("claims"))
    print(f"{args.file}: no problems found ({claims} claims); the server would accept it")


def _report_refused(err: LiveCheckError) -> None:
    for issue in err.issues:
        print(format_issue(issue), file=sys.stderr)
    if err.more:
        print(f"... and {err.more} more", file=sys.stderr)


def cmd_submit(args: argparse.Namespace, client: Client) -> Any:
    bar = None if args.json else progress_bar(f"upload {args.file}")
    created = client.submit(args.slug, args.file, args.model, split=args.split, regime=args.regime, public=args.public,
                            description=args.description or "", missing_as_wrong=args.missing_as_wrong, progress=bar)
    subs = created["submissions"]
    if not args.wait:
        if args.json:
            return _print_json(created)
        for s in subs:
            print(f"submitted {s['id']} ({s['split']}), queue position {s['position']}: see `livecheck status {s['id']}`")
        return
    views = []
    for s in subs:
        last = {"text": ""}

        def on_update(view: Dict[str, Any]) -> None:
            text = f"{view['id']}: {view['status']}" + (f", queue position {view['position']}" if view.get("position") else "")
            if text != last["text"] and not args.json:
                print(text, file=sys.stderr)
            last["text"] = text

        views.append(client.wait(s["id"], on_update))
    if args.json:
        _print_json(views)
    else:
        for view in views:
            print("\n".join(describe_submission(view)))
    if any(v["status"] == "failed" for v in views):
        return 1


def cmd_submissions(args: argparse.Namespace, client: Client) -> Any:
    rows = client.submissions(args.slug)
    if args.json:
        return _print_json(rows)
    def headline(s: Dict[str, Any]) -> str:
        p = s.get("primary")
        return f"{p['metric']} {p['value']:.4g}" if p and p.get("value") is not None else (s.get("release") or "")
    print(table([(s["id"], s["benchmark"]["slug"], s["split"]["name"], s["model"]["name"], s["status"], headline(s), s["createdAt"][:19])
                 for s in rows], ["id", "benchmark", "split", "model", "status", "score", "created"]))


def cmd_status(args: argparse.Namespace, client: Client) -> Any:
    view = client.submission(args.id)
    if args.json:
        return _print_json(view)
    print("\n".join(describe_submission(view)))


def cmd_results(args: argparse.Namespace, client: Client) -> Any:
    for line in client.results(args.id):
        print(line)


def cmd_leaderboard(args: argparse.Namespace, client: Client) -> Any:
    if args.json:
        return _print_json(client.leaderboard(args.slug, args.split))
    text = client.leaderboard_csv(args.slug, args.split)
    if args.csv:
        sys.stdout.write(text)
        return None
    rows = list(csv.reader(io.StringIO(text)))
    if not rows:
        return print("No rows")
    print(table(rows[1:], rows[0]))


def cmd_models(args: argparse.Namespace, client: Client) -> Any:
    if args.models_command == "add":
        fields: Dict[str, Any] = {"name": args.name, "organisation": args.organisation, "declaredCutoff": args.cutoff,
                                  "cutoffSource": args.cutoff_source, "regime": args.regime, "openWeights": args.open_weights,
                                  "links": args.link or []}
        if args.parameters is not None:
            fields["parameterCountB"] = args.parameters
        model = client.add_model(**fields)
        if args.json:
            return _print_json(model)
        return print(f"registered {model['name']}: id {model['id']}")
    models = client.models()
    if args.json:
        return _print_json(models)
    print(table([(m["id"], m["name"], m["organisation"], m["declaredCutoff"], m["regime"]) for m in models],
                ["id", "name", "organisation", "cutoff", "regime"]))


def build_parser() -> argparse.ArgumentParser:
    def options(suppress: bool) -> argparse.ArgumentParser:
        # On the subcommands the defaults are suppressed, so `livecheck --json benchmarks` keeps its --json.
        p = argparse.ArgumentParser(add_help=False)
        default: Dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
        p.add_argument("--host", help="server URL (default LIVECHECK_HOST or http://localhost:3000)", **default)
        p.add_argument("--json", action="store_true", help="machine-readable output", **default)
        return p

    common = options(True)
    parser = argparse.ArgumentParser(prog="livecheck", parents=[options(False)], description="LiveCheck from the command line")
    sub = parser.add_subparsers(dest="command", metavar="command")
    sub.required = True

    def add(name: str, handler: Handler, help: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, parents=[common], help=help, description=help)
        p.set_defaults(handler=handler)
        return p

    add("login", cmd_login, "store a token (from --token or a prompt), checked against the server").add_argument("--token")
    add("whoami", cmd_whoami, "who the stored token belongs to")
    add("logout", cmd_logout, "forget the stored token")
    add("benchmarks", cmd_benchmarks, "the benchmarks you may see")
    add("benchmark", cmd_benchmark, "one benchmark: splits, which are hidden, your access and quota").add_argument("slug")
    p = add("access", cmd_access, "your access status; --request asks for access")
    p.add_argument("slug")
    p.add_argument("--request", action="store_true")
    p.add_argument("--answer", action="append", metavar="FIELD=VALUE", help="an answer to the request form (repeatable)")
    p = add("download", cmd_download, "download the files you may download, checked and resumable")
    p.add_argument("slug")
    p.add_argument("--split")
    p.add_argument("--dir", default=".")
    p = add("template", cmd_template, "an empty prediction file for a split")
    p.add_argument("slug")
    p.add_argument("split")
    p.add_argument("--format", choices=["jsonl", "csv"], default="jsonl")
    p = add("validate", cmd_validate, "the server's checks, offline, on downloaded files")
    p.add_argument("slug")
    p.add_argument("file")
    p.add_argument("--split")
    p.add_argument("--dir", default=".", help="the folder `download` wrote to (default: here)")
    p.add_argument("--missing-as-wrong", action="store_true")
    p = add("submit", cmd_submit, "submit a prediction file; --wait for the score")
    p.add_argument("slug")
    p.add_argument("file")
    p.add_argument("--model", required=True, help="a model id or name (see `livecheck models`)")
    p.add_argument("--split")
    p.add_argument("--regime", choices=["closed_book", "evidence_bounded", "open_web"])
    p.add_argument("--public", action="store_true")
    p.add_argument("--description")
    p.add_argument("--missing-as-wrong", action="store_true")
    p.add_argument("--wait", action="store_true")
    add("submissions", cmd_submissions, "your submissions").add_argument("slug", nargs="?")
    add("status", cmd_status, "one submission's status and score").add_argument("id")
    add("results", cmd_results, "per-claim results as JSONL").add_argument("id")
    p = add("leaderboard", cmd_leaderboard, "a leaderboard as a table")
    p.add_argument("slug")
    p.add_argument("--split")
    p.add_argument("--csv", action="store_true")
    p = add("models", cmd_models, "your models; `models add` registers one")
    models = p.add_subparsers(dest="models_command", metavar="add")
    a = models.add_parser("add", parents=[common], help="register a model")
    a.add_argument("--name", required=True)
    a.add_argument("--organisation", required=True)
    a.add_argument("--cutoff", required=True, help="declared knowledge cutoff, YYYY-MM-DD")
    a.add_argument("--cutoff-source", default="model card")
    a.add_argument("--regime", choices=["closed_book", "evidence_bounded", "open_web"], default="closed_book")
    a.add_argument("--parameters", type=float, help="parameter count in billions")
    a.add_argument("--open-weights", action="store_true")
    a.add_argument("--link", action="append")
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        client = Client(args.host)
        code = args.handler(args, client)
        return code if isinstance(code, int) else 0
    except LiveCheckError as err:
        if getattr(args, "json", False):
            _print_json(err.to_json())
        else:
            print(f"livecheck: {err.message}", file=sys.stderr)
            _report_refused(err)
        return err.exit_code
    except KeyboardInterrupt:
        print("livecheck: interrupted", file=sys.stderr)
        return 1
