// A counting wrapper around the Prisma client, for tests that check how often a request asks
// the database the same question. A test file swaps it in for `db` with
//   vi.mock("@/lib/db", async (importOriginal) => withCountedDb(await importOriginal()));
// then reads `countedQueries` around the call it measures.

/** One query a service made: the model (or "$raw" for raw SQL), the operation and its arguments. */
type CountedQuery = { model: string; operation: string; args: unknown };

/** Every query made through the wrapped client since the last `countedQueries.clear()`. */
export const countedQueries = {
  log: [] as CountedQuery[],
  clear(): void {
    this.log.length = 0;
  },
  /**
   * Queries that read a Benchmark row: the Benchmark model's own operations, and raw SQL
   * that selects from the Benchmark table (the board's data version).
   */
  benchmarkLookups(): CountedQuery[] {
    return this.log.filter(
      (q) => q.model === "benchmark" || (q.model === "$raw" && /FROM "Benchmark"/.test(String(q.args))),
    );
  },
  /**
   * Queries that ask whether the viewer maintains a benchmark: BenchmarkMaintainer's own
   * operations, and any query whose arguments reach the maintainers relation (the count
   * findVisibleBenchmark makes in its one statement, the visibility rule of a maintainer).
   */
  maintainerChecks(): CountedQuery[] {
    return this.log.filter(
      (q) => q.model === "benchmarkMaintainer" || JSON.stringify(q.args ?? null).includes('"maintainers"'),
    );
  },
};

/** The module `@/lib/db` with its client replaced by a counting one (queries inside transactions counted too). */
export function withCountedDb<M extends { db: object }>(module: M): M {
  return { ...module, db: counted(module.db) };
}

function counted<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof prop !== "string") return value;
      if (prop === "$queryRaw" || prop === "$queryRawUnsafe")
        return (...args: unknown[]) => {
          const sql = Array.isArray(args[0]) ? (args[0] as string[]).join("?") : String(args[0]);
          countedQueries.log.push({ model: "$raw", operation: prop, args: sql });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      if (prop === "$transaction")
        return (arg: unknown, ...rest: unknown[]) =>
          (value as (...a: unknown[]) => unknown).call(
            target,
            typeof arg === "function" ? (tx: object) => (arg as (t: object) => unknown)(counted(tx)) : arg,
            ...rest,
          );
      if (typeof value === "function") return (value as (...a: unknown[]) => unknown).bind(target);
      if (prop.startsWith("$") || value === null || typeof value !== "object") return value;
      return countedDelegate(prop, value);
    },
  });
}

function countedDelegate(model: string, delegate: object): object {
  return new Proxy(delegate, {
    get(target, operation) {
      const value: unknown = Reflect.get(target, operation, target);
      if (typeof operation !== "string" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        countedQueries.log.push({ model, operation, args: args[0] });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
