/**
 * One value per process under `key`, created on first use. Kept on globalThis because Next.js
 * bundles route handlers and pages separately (and dev reloads re-run modules), so a
 * module-level value would exist once per bundle; every caches, pools and workers share this.
 */
export function processSingleton<T>(key: `livecheck${string}`, create: () => T): T {
  const store = globalThis as unknown as Record<string, T | undefined>;
  return (store[key] ??= create());
}
