// The abort signal of one endpoint request: the job's own signal, or the request's deadline.

interface CallSignal {
  signal: AbortSignal;
  /** True once the deadline (not the job's signal) ended the request. */
  readonly isTimedOut: boolean;
  /** Clears the timer and the listener on the job's signal; call when the request settles. */
  dispose: () => void;
}

/**
 * An AbortSignal that fires when `parent` does (the job stops, loses its lease or passes
 * its own deadline) or after `timeoutMs`, whichever comes first. It is handed to the
 * openai client, whose own timeout stops counting once the response headers arrive: this
 * one also covers reading the body, so a response that stalls half-way still ends.
 * A hand-made controller rather than `AbortSignal.any`, so nothing stays attached to the
 * long-lived job signal after the request.
 */
export function createCallSignal(parent: AbortSignal | undefined, timeoutMs: number): CallSignal {
  const controller = new AbortController();
  let isTimedOut = false;
  const onParentAbort = () => controller.abort(parent?.reason);
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError"));
  }, timeoutMs);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener("abort", onParentAbort, { once: true });
  return {
    signal: controller.signal,
    get isTimedOut() {
      return isTimedOut;
    },
    dispose() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParentAbort);
    },
  };
}
