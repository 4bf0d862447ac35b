// For benches: a new account of `role` (maintainer of `maintains` when given) signed in over
// HTTP the way next-auth's client does; returns the Cookie header a browser would send.
import { randomUUID } from "node:crypto";

function cookiesOf(res: Response, jar: Map<string, string>): void {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

export async function benchSession(
  base: string,
  role: "researcher" | "maintainer",
  maintains?: string,
): Promise<string> {
  const { db } = await import("@/lib/db");
  const { signUpUser } = await import("@/lib/server/users/sign-up-user");
  const email = `bench-${role}-${randomUUID()}@example.org`;
  const password = `pw-${randomUUID()}`;
  const { createdUserId } = await signUpUser({ email, name: `Bench ${role}`, password });
  if (!createdUserId) throw new Error(`sign-up of ${email} created no user`);
  if (role !== "researcher") await db.user.update({ where: { id: createdUserId }, data: { role } });
  if (maintains) {
    const b = await db.benchmark.findUniqueOrThrow({ where: { slug: maintains }, select: { id: true } });
    await db.benchmarkMaintainer.create({ data: { benchmarkId: b.id, userId: createdUserId } });
  }
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  cookiesOf(csrf, jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: header(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }).toString(),
  });
  cookiesOf(res, jar);
  if (![...jar.keys()].some((k) => k.includes("session-token")))
    throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return header();
}
