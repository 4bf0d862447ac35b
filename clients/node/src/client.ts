// The API calls the commands make, each through the generated types.
import { openAsBlob, statSync } from "node:fs";
import path from "node:path";
import { connect, guardedFetch, errorOf, unwrap, type Api, type Schemas } from "./connect";
import { fetchFile, type Progress } from "./download";
import { LiveCheckError } from "./errors";

export class Client {
  readonly api: Api;
  constructor(
    readonly host: string,
    readonly token: string | null,
  ) {
    this.api = connect(host, token);
  }

  private needToken(): void {
    if (!this.token)
      throw new LiveCheckError("You are not logged in: run `livecheck login` (or set LIVECHECK_TOKEN)");
  }

  async me(): Promise<Schemas["Me"]> {
    this.needToken();
    return unwrap(await this.api.GET("/me"), this.host);
  }
  async benchmarks() {
    return unwrap(await this.api.GET("/benchmarks"), this.host).benchmarks;
  }
  async benchmark(slug: string) {
    return unwrap(await this.api.GET("/benchmarks/{slug}", { params: { path: { slug } } }), this.host, slug);
  }
  async quota(slug: string) {
    return unwrap(
      await this.api.GET("/benchmarks/{slug}/quota", { params: { path: { slug } } }),
      this.host,
      slug,
    ).splits;
  }
  async access(slug: string) {
    this.needToken();
    return unwrap(
      await this.api.GET("/benchmarks/{slug}/access-requests/me", { params: { path: { slug } } }),
      this.host,
      slug,
    );
  }
  async requestAccess(slug: string, answers: Record<string, string | boolean>) {
    this.needToken();
    const res = await this.api.POST("/benchmarks/{slug}/access-requests", {
      params: { path: { slug } },
      body: { answers },
    });
    if (!res.response.ok) throw errorOf(res.response.status, res.error as undefined, this.host, slug);
  }

  /** The newest published release's files; with `split`, those holding its claims. */
  async files(slug: string, split?: string) {
    const info = await this.benchmark(slug);
    const releases = info.releases.filter((r) => r.publishedAt);
    const release = releases[0] ?? info.releases[0];
    if (!release) throw new LiveCheckError(`${slug} has no published release yet`);
    if (split === undefined) return { release, files: release.files };
    const found = info.splits.find((s) => s.name === split);
    if (!found)
      throw new LiveCheckError(
        `${slug} has no split ${split} that you may see (splits: ${info.splits.map((s) => s.name).join(", ") || "none"})`,
      );
    const wanted = found.kind === "dev" ? ["meta", "dev_claims", "dev_labels"] : ["meta", "claims"];
    return { release, files: release.files.filter((f) => wanted.includes(f.kind)) };
  }

  async download(
    slug: string,
    split: string | undefined,
    dir: string,
    progress?: (name: string) => Progress | undefined,
  ) {
    this.needToken();
    const { release, files } = await this.files(slug, split);
    const out = [];
    for (const f of files) {
      // Answered 302 with the signed link in the body too: read without following it (openapi-fetch types 2xx only).
      const openLink = async () => {
        const url = `${this.host}/api/v1/benchmarks/${encodeURIComponent(slug)}/files/${encodeURIComponent(f.name)}?release=${encodeURIComponent(release.version)}`;
        const res = await guardedFetch(url, this.host, {
          headers: { authorization: `Bearer ${this.token}` },
          redirect: "manual",
        });
        const body = (await res.json().catch(() => undefined)) as Schemas["DownloadLink"] | undefined;
        if (res.status !== 302 || !body) throw errorOf(res.status, body as undefined, this.host, slug);
        return body.url;
      };
      const target = path.join(dir, f.name);
      const state = await fetchFile(openLink, {
        host: this.host,
        target,
        bytes: f.bytes,
        sha256: f.sha256,
        progress: progress?.(f.name),
      });
      out.push({ name: f.name, path: target, bytes: f.bytes, sha256: f.sha256, state });
    }
    return out;
  }

  async template(slug: string, split: string, format: "jsonl" | "csv") {
    const res = await this.api.GET("/benchmarks/{slug}/splits/{split}/template", {
      params: { path: { slug, split }, query: { format } },
      parseAs: "text",
    });
    return unwrap(res, this.host, slug);
  }

  async models() {
    this.needToken();
    return unwrap(await this.api.GET("/models"), this.host).models;
  }
  async addModel(body: Schemas["ModelInput"]) {
    this.needToken();
    return unwrap(await this.api.POST("/models", { body }), this.host);
  }
  async findModel(model: string) {
    const models = await this.models();
    for (const match of [
      (m: Schemas["Model"]) => m.id === model,
      (m: Schemas["Model"]) => m.name === model,
      (m: Schemas["Model"]) => m.name.toLowerCase() === model.toLowerCase(),
    ]) {
      const found = models.filter(match);
      if (found.length === 1) return found[0]!;
      if (found.length > 1)
        throw new LiveCheckError(
          `Several of your models are named ${model}: give its id (see \`livecheck models\`)`,
        );
    }
    throw new LiveCheckError(
      `You have no model ${model}: see \`livecheck models\`, or register one with \`livecheck models add\``,
    );
  }

  /** Streams the file as the raw body, the fields as query parameters. */
  async submit(
    slug: string,
    file: string,
    opts: {
      model: string;
      split?: string;
      regime?: string;
      public: boolean;
      missingAsWrong: boolean;
      description?: string;
    },
  ) {
    const model = await this.findModel(opts.model);
    const query = new URLSearchParams({
      benchmark: slug,
      split: opts.split ?? "all",
      modelId: model.id,
      regime: opts.regime ?? model.regime,
      isPublic: String(opts.public),
      missingAsWrong: String(opts.missingAsWrong),
      filename: path.basename(file),
      ...(opts.description ? { description: opts.description } : {}),
    });
    const size = statSync(file).size;
    const res = await guardedFetch(`${this.host}/api/v1/submissions?${query}`, this.host, {
      method: "POST",
      headers: {
        authorization: `Bearer ${this.token}`,
        "content-type": file.endsWith(".csv") ? "text/csv" : "application/x-ndjson",
        "content-length": String(size),
      },
      body: await openAsBlob(file),
    });
    const body = (await res.json().catch(() => undefined)) as Schemas["SubmissionCreated"] | undefined;
    if (res.status !== 201 || !body) throw errorOf(res.status, body as undefined, this.host, slug);
    return body;
  }

  async submission(id: string) {
    this.needToken();
    return unwrap(await this.api.GET("/submissions/{id}", { params: { path: { id } } }), this.host);
  }
  async submissions(slug?: string) {
    this.needToken();
    return unwrap(
      await this.api.GET("/submissions", { params: { query: slug ? { benchmark: slug } : {} } }),
      this.host,
    ).submissions;
  }
  async wait(id: string, onUpdate: (view: Schemas["Submission"]) => void) {
    let delay = 1000;
    for (;;) {
      const view = await this.submission(id);
      onUpdate(view);
      if (view.status === "scored" || view.status === "failed") return view;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 1.5, 5000);
    }
  }
  async results(id: string) {
    this.needToken();
    const res = await this.api.GET("/submissions/{id}/results", {
      params: { path: { id }, query: { format: "jsonl" } },
      parseAs: "text",
    });
    return unwrap(res, this.host);
  }
  async leaderboard(slug: string, split: string | undefined, format: "json" | "csv") {
    const query = { ...(split ? { splits: [split] } : {}), format };
    if (format === "csv")
      return unwrap(
        await this.api.GET("/leaderboards/{slug}", { params: { path: { slug }, query }, parseAs: "text" }),
        this.host,
        slug,
      );
    return unwrap(
      await this.api.GET("/leaderboards/{slug}", { params: { path: { slug }, query } }),
      this.host,
      slug,
    );
  }
}
