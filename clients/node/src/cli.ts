// `npx livecheck …`: the same commands, options and output as the Python client.
// Exit codes: 0 success, 1 a refused or failed operation, 2 a usage error.
import { parse as parseCsv } from "csv-parse/sync";
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import { Client } from "./client";
import { readToken, removeToken, resolveHost, tokenPath, writeToken } from "./config";
import { LiveCheckError, formatIssue, usageError } from "./errors";
import { describeSubmission, progressBar, table } from "./output";
import { validateFile } from "./validate";

const OPTIONS = {
  host: { type: "string" },
  json: { type: "boolean", default: false },
  token: { type: "string" },
  split: { type: "string" },
  dir: { type: "string", default: "." },
  format: { type: "string", default: "jsonl" },
  model: { type: "string" },
  regime: { type: "string" },
  public: { type: "boolean", default: false },
  wait: { type: "boolean", default: false },
  description: { type: "string" },
  "missing-as-wrong": { type: "boolean", default: false },
  request: { type: "boolean", default: false },
  answer: { type: "string", multiple: true },
  csv: { type: "boolean", default: false },
  name: { type: "string" },
  organisation: { type: "string" },
  cutoff: { type: "string" },
  "cutoff-source": { type: "string", default: "model card" },
  parameters: { type: "string" },
  "open-weights": { type: "boolean", default: false },
  link: { type: "string", multiple: true },
  help: { type: "boolean", short: "h", default: false },
} as const;

const USAGE = `usage: livecheck <command> [options] (--host URL, --json on every command)
  login [--token T] | whoami | logout | benchmarks | benchmark SLUG
  access SLUG [--request --answer FIELD=VALUE ...] | download SLUG [--split S] [--dir D]
  template SLUG SPLIT [--format jsonl|csv] | validate SLUG FILE [--split S] [--dir D]
  submit SLUG FILE --model M [--split S] [--regime R] [--public] [--wait]
  submissions [SLUG] | status ID | results ID | leaderboard SLUG [--split S] [--csv|--json]
  models | models add --name N --organisation O --cutoff YYYY-MM-DD [--cutoff-source S] [--regime R]`;

type Values = ReturnType<typeof parse>["values"];
const parse = (argv: string[]) =>
  parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
const print = (v: unknown) => console.log(JSON.stringify(v, null, 2));
const need = (v: string | undefined, what: string) => {
  if (!v) throw usageError(`missing ${what}\n${USAGE}`);
  return v;
};

async function run(command: string, args: string[], o: Values, client: Client): Promise<number | void> {
  switch (command) {
    case "login": {
      const typed = o.token ?? (await promptToken());
      if (!typed.trim()) throw usageError("No token given: pass --token or paste one at the prompt");
      const me = await new Client(client.host, typed.trim()).me();
      const file = writeToken(typed.trim());
      return o.json
        ? print({ user: me, tokenFile: file })
        : console.log(`Logged in to ${client.host} as ${me.name} (${me.role}); token stored in ${file}`);
    }
    case "whoami": {
      const me = await client.me();
      return o.json ? print(me) : console.log(`${me.name} (${me.role}, id ${me.id}) on ${client.host}`);
    }
    case "logout": {
      const removed = removeToken();
      return o.json
        ? print({ removed })
        : console.log(removed ? `Removed ${tokenPath()}` : "No stored token to remove");
    }
    case "benchmarks": {
      const rows = await client.benchmarks();
      return o.json
        ? print(rows)
        : console.log(
            table(
              rows.map((b) => [b.slug, b.title, b.track, b.accessMode, b.claimCount]),
              ["slug", "title", "track", "access", "claims"],
            ),
          );
    }
    case "benchmark": {
      const slug = need(args[0], "SLUG");
      const info = await client.benchmark(slug);
      const access = client.token ? await client.access(slug) : null;
      const quota = client.token ? await client.quota(slug) : [];
      if (o.json) return print({ benchmark: info, access, quota });
      console.log(`${info.title} (${info.slug}), ${info.track} track, by ${info.period}`);
      const rows = info.splits.map((s) => {
        const q = quota.find((x) => x.split === s.name);
        const left = !q ? "" : !q.applies ? "no limit" : `${q.remaining} of ${q.limit} (resets ${q.resetAt})`;
        return [s.name, s.kind, s.kind !== "dev" && !s.retiredAt ? "yes" : "no", s.claimCount, left];
      });
      console.log(table(rows, ["split", "kind", "hidden", "claims", "submissions left today"]));
      if (access)
        console.log(`access: ${access.status}${access.hasAccess ? "" : " (no access to the files yet)"}`);
      return;
    }
    case "access": {
      const slug = need(args[0], "SLUG");
      if (o.request) {
        const answers: Record<string, string | boolean> = {};
        for (const pair of o.answer ?? []) {
          const at = pair.indexOf("=");
          if (at < 0) throw usageError(`--answer takes name=value, got ${pair}`);
          const value = pair.slice(at + 1);
          answers[pair.slice(0, at)] = value === "true" ? true : value === "false" ? false : value;
        }
        await client.requestAccess(slug, answers);
      }
      const s = await client.access(slug);
      if (o.json) return print(s);
      console.log(
        `${slug}: ${s.status}; ${s.hasAccess ? "you may download the files" : "no access to the files yet"}`,
      );
      if (s.reason) console.log(`reason: ${s.reason}`);
      return;
    }
    case "download": {
      const done = await client.download(
        need(args[0], "SLUG"),
        o.split,
        o.dir,
        o.json ? undefined : progressBar,
      );
      if (o.json) return print(done);
      for (const f of done)
        console.log(
          `${f.path}: ${f.state === "skipped" ? "already there, checksum matches" : "downloaded, sha256 checked"}`,
        );
      return;
    }
    case "template": {
      if (o.format !== "jsonl" && o.format !== "csv") throw usageError("--format must be jsonl or csv");
      process.stdout.write(await client.template(need(args[0], "SLUG"), need(args[1], "SPLIT"), o.format));
      return;
    }
    case "validate": {
      const file = need(args[1], "FILE");
      const result = await validateFile(o.dir, file, o["missing-as-wrong"], o.split);
      return o.json
        ? print({ ok: true, result })
        : console.log(
            `${file}: no problems found (${String(result.n ?? result.claims)} claims); the server would accept it`,
          );
    }
    case "submit":
      return submit(need(args[0], "SLUG"), need(args[1], "FILE"), o, client);
    case "submissions": {
      const rows = await client.submissions(args[0]);
      if (o.json) return print(rows);
      const score = (s: (typeof rows)[number]) =>
        s.primary && s.primary.value !== null
          ? `${s.primary.metric} ${Number(s.primary.value.toPrecision(4))}`
          : (s.release ?? "");
      return console.log(
        table(
          rows.map((s) => [
            s.id,
            s.benchmark.slug,
            s.split.name,
            s.model.name,
            s.status,
            score(s),
            s.createdAt.slice(0, 19),
          ]),
          ["id", "benchmark", "split", "model", "status", "score", "created"],
        ),
      );
    }
    case "status": {
      const view = await client.submission(need(args[0], "ID"));
      return o.json ? print(view) : console.log(describeSubmission(view).join("\n"));
    }
    case "results":
      process.stdout.write(await client.results(need(args[0], "ID")));
      return;
    case "leaderboard": {
      const slug = need(args[0], "SLUG");
      if (o.json) return print(await client.leaderboard(slug, o.split, "json"));
      const text = String(await client.leaderboard(slug, o.split, "csv"));
      if (o.csv) return void process.stdout.write(text);
      const rows = parseCsv(text, { relaxColumnCount: true }) as string[][];
      return console.log(rows.length ? table(rows.slice(1), rows[0]!) : "No rows");
    }
    case "models": {
      if (args[0] === "add") {
        const model = await client.addModel({
          name: need(o.name, "--name"),
          organisation: need(o.organisation, "--organisation"),
          declaredCutoff: need(o.cutoff, "--cutoff"),
          cutoffSource: o["cutoff-source"],
          regime: (o.regime ?? "closed_book") as "closed_book",
          openWeights: o["open-weights"],
          links: o.link ?? [],
          ...(o.parameters ? { parameterCountB: Number(o.parameters) } : {}),
        });
        return o.json ? print(model) : console.log(`registered ${model.name}: id ${model.id}`);
      }
      const models = await client.models();
      return o.json
        ? print(models)
        : console.log(
            table(
              models.map((m) => [m.id, m.name, m.organisation, m.declaredCutoff, m.regime]),
              ["id", "name", "organisation", "cutoff", "regime"],
            ),
          );
    }
    default:
      throw usageError(`unknown command ${command}\n${USAGE}`);
  }
}

async function submit(slug: string, file: string, o: Values, client: Client): Promise<number | void> {
  const model = need(o.model, "--model M");
  const created = await client.submit(slug, file, {
    model,
    split: o.split,
    regime: o.regime,
    public: o.public,
    missingAsWrong: o["missing-as-wrong"],
    description: o.description,
  });
  if (!o.wait) {
    if (o.json) return print(created);
    for (const s of created.submissions)
      console.log(
        `submitted ${s.id} (${s.split}), queue position ${s.position}: see \`livecheck status ${s.id}\``,
      );
    return;
  }
  const views = [];
  for (const s of created.submissions) {
    let last = "";
    views.push(
      await client.wait(s.id, (v) => {
        const text = `${v.id}: ${v.status}${v.position ? `, queue position ${v.position}` : ""}`;
        if (text !== last && !o.json) process.stderr.write(`${text}\n`);
        last = text;
      }),
    );
  }
  if (o.json) print(views);
  else for (const v of views) console.log(describeSubmission(v).join("\n"));
  return views.some((v) => v.status === "failed") ? 1 : 0;
}

async function promptToken(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return "";
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question("Paste your API token (Account → API tokens): ");
  } finally {
    rl.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    process.stderr.write(`livecheck: ${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
    return 2;
  }
  const [command, ...args] = parsed.positionals;
  if (parsed.values.help || !command) {
    (command ? console.log : console.error)(USAGE);
    return command ? 0 : 2;
  }
  try {
    const client = new Client(resolveHost(parsed.values.host), readToken());
    const code = await run(command, args, parsed.values, client);
    return typeof code === "number" ? code : 0;
  } catch (err) {
    if (!(err instanceof LiveCheckError)) throw err;
    if (parsed.values.json) print(err.toJSON());
    else {
      process.stderr.write(`livecheck: ${err.message}\n`);
      for (const issue of err.issues) process.stderr.write(`${formatIssue(issue)}\n`);
      if (err.more) process.stderr.write(`... and ${err.more} more\n`);
    }
    return err.exitCode;
  }
}
