// What every LLM call takes besides its input.
import type { CostMeter } from "./cost";

export interface CallOptions {
  /** The job's signal; every request also has its own deadline (OPENAI_TIMEOUT_MS). */
  signal?: AbortSignal;
  /** Receives the cost of every answer billed, including rejected ones and failed calls. */
  meter?: CostMeter;
}
