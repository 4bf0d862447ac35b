// The accounts and requests of the many-processes test: sign-in, a confirmed researcher with
// a token and a model, and an upload to the hidden split.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { createModel } from "@/lib/server/models/create-model";
import { createToken } from "@/lib/server/tokens/create-token";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { CookieJar } from "../api/support/http";
import { http } from "./cluster-http";

type ClusterAccount = { id: string; email: string; password: string; token: string; modelId: string };

/** Signs in with the credentials provider on `base`; the jar holds the session cookie. */
export async function signInAt(
  base: string,
  email: string,
  password: string,
): Promise<{ status: number; error: string | null; jar: CookieJar }> {
  const jar = new CookieJar();
  const { csrfToken } = (await (await http(base, "/api/auth/csrf", { jar })).json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password, json: "true" }).toString();
  const res = await http(base, "/api/auth/callback/credentials", {
    method: "POST",
    jar,
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const { url } = (await res.json()) as { url: string };
  return { status: res.status, error: new URL(url).searchParams.get("error"), jar };
}

/** A confirmed researcher (the emailed link followed on `confirmBase`) with a read-write token and a model. */
export async function newAccount(label: string, confirmBase: string): Promise<ClusterAccount> {
  const email = `${label}-${randomBytes(4).toString("hex")}@example.org`;
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const { createdUserId } = await signUpUser({ email, name: `Cluster ${label}`, password });
  if (!createdUserId) throw new Error(`no user for ${email}`);
  // Hidden splits take submissions from confirmed addresses only: confirm the way the owner
  // would, with the emailed link, on the other server than the one that will get the uploads (`confirmBase`).
  const mail = await db.outboxEmail.findFirst({
    where: { to: email, subject: { contains: "Confirm your email" } },
    orderBy: { createdAt: "desc" },
    select: { body: true },
  });
  const confirmToken = mail?.body.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!confirmToken) throw new Error(`no confirmation link was emailed to ${email}`);
  const confirmed = await http(confirmBase, "/api/v1/email-verifications", {
    method: "POST",
    body: JSON.stringify({ token: confirmToken }),
    headers: { "content-type": "application/json" },
  });
  if (confirmed.status !== 200)
    throw new Error(`confirming ${email} failed: ${confirmed.status} ${await confirmed.text()}`);
  const user = { id: createdUserId, role: "researcher" };
  const { secret } = await createToken(user, { name: "cluster", scopes: ["read", "write"] });
  const model = await createModel(user, {
    name: `model-${label}`,
    organisation: "Cluster",
    openWeights: false,
    declaredCutoff: "2024-01-31",
    cutoffSource: "test",
    regime: "closed_book",
    links: [],
  });
  return { id: createdUserId, email, password, token: secret, modelId: model.id };
}

/** A raw JSONL upload to the hidden split 2025Q4 of `slug`, with the answer's status, id and error. */
export async function submit(
  base: string,
  slug: string,
  account: ClusterAccount,
  body: Uint8Array,
): Promise<{ status: number; id?: string; error?: string }> {
  const query = new URLSearchParams({
    benchmark: slug,
    split: "2025Q4",
    modelId: account.modelId,
    regime: "closed_book",
    filename: "predictions.jsonl",
  });
  const res = await http(base, `/api/v1/submissions?${query}`, {
    method: "POST",
    token: account.token,
    body,
    headers: { "content-type": "application/x-ndjson" },
  });
  const json = (await res.json()) as { id?: string; error?: { message?: string } };
  return {
    status: res.status,
    ...(json.id ? { id: json.id } : {}),
    ...(json.error?.message ? { error: json.error.message } : {}),
  };
}
