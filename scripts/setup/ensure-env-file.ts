// First-run bootstrap: gives a fresh clone a session-signing secret in .env (git-ignored),
// then loads .env so scripts see what Next.js will see.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

export function ensureEnvFile(file = ".env"): void {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (!/^NEXTAUTH_SECRET=/m.test(text) && !process.env.NEXTAUTH_SECRET) {
    appendFileSync(
      file,
      `${text && !text.endsWith("\n") ? "\n" : ""}NEXTAUTH_SECRET=${randomBytes(32).toString("base64url")}\n`,
    );
    console.log(`[setup] wrote a new NEXTAUTH_SECRET to ${file}`);
  }
  process.loadEnvFile(file);
}
