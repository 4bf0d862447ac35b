// Password hashing with argon2id (OWASP 2024 minimums: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so a miss costs as long as a hit.
let dummy: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword("livecheck-dummy-password");
  await verifyPassword(await dummy, password);
  return false;
}
