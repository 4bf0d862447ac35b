// First-run bootstrap: gives a fresh clone its secrets in .env (git-ignored), then loads
// .env so scripts see what Next.js will see.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

/**
 * Secrets a server needs that nobody has to choose: each is written once, when neither .env
 * nor the environment has it. NEXTAUTH_SECRET signs sessions and download links;
 * ENDPOINT_SECRET_KEY seals model endpoints' API keys (32 bytes, base64url).
 */
const GENERATED_SECRETS = ["NEXTAUTH_SECRET", "ENDPOINT_SECRET_KEY"] as const;

export function ensureEnvFile(file = ".env"): void {
  for (const name of GENERATED_SECRETS) {
    const text = existsSync(file) ? readFileSync(file, "utf8") : "";
    if (new RegExp(`^${name}=`, "m").test(text) || process.env[name]) continue;
    appendFileSync(
      file,
      `${text && !text.endsWith("\n") ? "\n" : ""}${name}=${randomBytes(32).toString("base64url")}\n`,
    );
    console.log(`[setup] wrote a new ${name} to ${file}`);
  }
  process.loadEnvFile(file);
}
