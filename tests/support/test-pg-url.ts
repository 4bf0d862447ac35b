// PostgreSQL test databases are named per checkout (a hash of its path), so two checkouts
// on one machine (a developer's and a CI clone) never reset each other's databases.
import { createHash } from "node:crypto";

const suffix = createHash("sha256").update(process.cwd()).digest("hex").slice(0, 8);

/** postgresql://postgres@127.0.0.1:5432/livecheck_<name>_<checkout hash> */
export function testPgUrl(name: string): string {
  return `postgresql://postgres@127.0.0.1:5432/livecheck_${name}_${suffix}`;
}
