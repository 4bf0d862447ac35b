import { realpathSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY } from "./lib/security/content-security-policy";

// Pages get their Content-Security-Policy, with a nonce per render, from proxy.ts;
// Strict-Transport-Security comes from scripts/serve.ts (it depends on NEXTAUTH_URL, which
// is read when the server starts, not when it is built).
const securityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

// A git worktree may share another checkout's node_modules through a symlink; Turbopack only
// resolves files inside its root, so the root is the nearest folder holding both.
function projectRoot(): string {
  const here = process.cwd();
  const modules = path.dirname(realpathSync(path.join(here, "node_modules")));
  let root = here;
  while (path.relative(root, modules).startsWith("..")) root = path.dirname(root);
  return root;
}
const root = projectRoot();

const nextConfig: NextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  serverExternalPackages: ["better-sqlite3", "@node-rs/argon2", "pg"],
  // Page forms send files up to PAGE_FORM_FILE_MAX_BYTES (lib/schemas/upload-limits.ts), checked
  // in the browser and in the action; the margin is for the other fields.
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: "11mb" } },
  typescript: { tsconfigPath: "tsconfig.json" },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

export default nextConfig;
