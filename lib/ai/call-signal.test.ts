import { describe, expect, it } from "vitest";
import { createCallSignal } from "./call-signal";

describe("createCallSignal", () => {
  it("fires at its deadline and says it timed out", async () => {
    const call = createCallSignal(undefined, 30);
    await new Promise((r) => setTimeout(r, 60));
    expect([call.signal.aborted, call.isTimedOut, (call.signal.reason as Error).name]).toEqual([
      true,
      true,
      "TimeoutError",
    ]);
    call.dispose();
  });

  it("fires with the job's reason when the job's signal aborts first", () => {
    const job = new AbortController();
    const call = createCallSignal(job.signal, 10_000);
    job.abort(new Error("stopping"));
    expect([call.signal.aborted, call.isTimedOut, (call.signal.reason as Error).message]).toEqual([
      true,
      false,
      "stopping",
    ]);
    call.dispose();
  });

  it("leaves nothing attached to the job's signal once disposed", async () => {
    const job = new AbortController();
    const call = createCallSignal(job.signal, 20);
    call.dispose();
    job.abort();
    await new Promise((r) => setTimeout(r, 40));
    expect([call.signal.aborted, call.isTimedOut]).toEqual([false, false]);
  });
});
