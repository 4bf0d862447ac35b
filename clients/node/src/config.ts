import { chmodSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

const DEFAULT_HOST = "http://localhost:3000";

export const tokenPath = (): string =>
  path.join(process.env.XDG_CONFIG_HOME || path.join(homedir(), ".config"), "livecheck", "token");

export const resolveHost = (flag: string | undefined): string =>
  (flag || process.env.LIVECHECK_HOST || DEFAULT_HOST).replace(/\/+$/, "");

/** LIVECHECK_TOKEN wins; else the stored token, with a warning when others may read its file. */
export function readToken(warn: (m: string) => void = (m) => process.stderr.write(`${m}\n`)): string | null {
  if (process.env.LIVECHECK_TOKEN) return process.env.LIVECHECK_TOKEN.trim();
  const file = tokenPath();
  try {
    const mode = statSync(file).mode & 0o777;
    if (process.platform !== "win32" && mode & 0o077)
      warn(`warning: ${file} can be read by other users (mode ${mode.toString(8)}): run chmod 600 ${file}`);
    return readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): string {
  const file = tokenPath();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export function removeToken(): boolean {
  try {
    unlinkSync(tokenPath());
    return true;
  } catch {
    return false;
  }
}
