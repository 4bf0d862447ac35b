import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readUpload } from "./read-upload";

const opts = { maxBytes: 1000, fileField: "file", defaultName: "predictions.jsonl" };

function multipart(content: string, name = "pred.jsonl"): Request {
  const form = new FormData();
  form.set("benchmark", "demo");
  form.set("file", new Blob([content]), name);
  return new Request("http://x/api/v1/submissions", { method: "POST", body: form });
}

describe("readUpload", () => {
  it("streams a multipart file to disk with its fields, size and sha256", async () => {
    const upload = await readUpload(multipart('{"claim_id":"a"}\n'), opts);
    expect(upload).toMatchObject({ fileName: "pred.jsonl", bytes: 17, fields: { benchmark: "demo" } });
    expect(upload.sha256).toBe(createHash("sha256").update('{"claim_id":"a"}\n').digest("hex"));
    expect(await readFile(upload.file, "utf8")).toBe('{"claim_id":"a"}\n');
  });

  it("takes a raw body with fields from the query string", async () => {
    const req = new Request("http://x/api/v1/submissions?benchmark=demo&filename=p.csv", {
      method: "POST",
      body: "claim_id,label\na,Real\n",
    });
    const upload = await readUpload(req, opts);
    expect(upload).toMatchObject({
      fileName: "p.csv",
      bytes: 22,
      fields: { benchmark: "demo", filename: "p.csv" },
    });
  });

  it("refuses a file over the limit and leaves nothing behind", async () => {
    const err = await readUpload(multipart("x".repeat(1001)), opts).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413 });
    const raw = await readUpload(
      new Request("http://x/?a=1", { method: "POST", body: "y".repeat(5000) }),
      opts,
    ).catch((e: unknown) => e);
    expect(raw).toMatchObject({ status: 413 });
  });

  it("refuses empty files and forms without the file part", async () => {
    await expect(readUpload(multipart(""), opts)).rejects.toMatchObject({
      status: 400,
      message: "pred.jsonl: the file is empty",
    });
    const form = new FormData();
    form.set("benchmark", "demo");
    await expect(
      readUpload(new Request("http://x/", { method: "POST", body: form }), opts),
    ).rejects.toMatchObject({ status: 400, message: "The form has no 'file' file part" });
  });

  it("refuses a body that is cut off mid-stream", async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"claim_id":'));
        } else controller.error(new Error("connection reset"));
      },
    });
    const req = new Request("http://x/?filename=p.jsonl", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    const err = await readUpload(req, opts).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 400,
      message: "The upload was cut off or malformed; nothing was saved",
    });
  });
});
