// Bootstrap of a scoring thread: Node 20 cannot start a worker thread from a .ts file, so
// this plain module registers tsx for the thread (as `--import tsx` does for the server and
// the worker process) and loads the TypeScript entry, run-scoring-task.ts, whose last lines
// are the thread's side.
import { register } from "tsx/esm/api";

register();
await import("./run-scoring-task.ts");
