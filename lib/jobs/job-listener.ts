// PostgreSQL LISTEN for newly queued jobs, on a connection of its own.
import "server-only";
import pg from "pg";

/** The channel `enqueueJob` notifies on PostgreSQL; the payload is the job's kind. */
export const JOB_CHANNEL = "livecheck_jobs";

/** Delays before reconnecting after the connection failed, in milliseconds: doubling from the first to the last. */
const RETRY_MS = { first: 500, max: 30_000 } as const;

interface JobListenerOptions {
  /** The PostgreSQL connection string (the worker's DATABASE_URL). */
  url: string;
  /** Shown in `pg_stat_activity.application_name`, so an operator can tell listeners apart. */
  name: string;
  /** A job of `kind` was queued and is due (the notification arrives when its transaction commits). */
  onJob: (kind: string) => void;
  /**
   * After each (re)connection: jobs queued while no connection listened were never announced,
   * so the caller should look for work once.
   */
  onListening?: () => void;
  log?: (message: string) => void;
}

export interface JobListener {
  /** Ends the connection and any pending reconnection; nothing of the listener is left to keep the process alive. */
  close: () => Promise<void>;
}

/**
 * Opens a dedicated `pg` connection (not one of Prisma's pool: a pooled connection may be
 * handed to anything and LISTEN belongs to the session) and runs `LISTEN livecheck_jobs`.
 * When the connection fails or the server ends it, the listener reconnects with growing
 * delays until `close()`. Missing a notification only costs a poll interval: the worker
 * still polls.
 */
export function listenForJobs(options: JobListenerOptions): JobListener {
  const { url, name, onJob, onListening, log = console.error } = options;
  let current: pg.Client | null = null;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs: number = RETRY_MS.first;

  function drop(client: pg.Client, reason: unknown): void {
    if (current !== client) return;
    current = null;
    client.end().catch(() => undefined);
    if (isClosed) return;
    log(
      `[jobs] listener ${name}: ${reason instanceof Error ? reason.message : String(reason)}; reconnecting in ${retryMs} ms`,
    );
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  }

  function connect(): void {
    if (isClosed) return;
    const client = new pg.Client({ connectionString: url, application_name: name });
    current = client;
    client.on("notification", (message) => {
      if (message.channel === JOB_CHANNEL && message.payload) onJob(message.payload);
    });
    client.on("error", (err) => drop(client, err));
    client.on("end", () => drop(client, new Error("the connection ended")));
    client
      .connect()
      .then(() => client.query(`LISTEN ${JOB_CHANNEL}`))
      .then(
        () => {
          if (current !== client) return;
          retryMs = RETRY_MS.first;
          onListening?.();
        },
        (err: unknown) => drop(client, err),
      );
  }

  connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
