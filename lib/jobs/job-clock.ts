// The clock `npm run worker` claims jobs by: the real one, or in tests a shared file.
import "server-only";
import { readFileSync } from "node:fs";
import { env } from "@/lib/env";

/**
 * The real clock, unless NODE_ENV is "test" and LIVECHECK_TEST_CLOCK_FILE names a file: then
 * each reading is the ISO time the file holds, so a test makes a scheduled job due in every
 * worker process at once by writing a later time, without sleeping. A missing file or one
 * that is not an ISO time throws, naming the file (the worker logs it and polls again).
 */
export function jobClock(): () => Date {
  const file = env.NODE_ENV === "test" ? env.LIVECHECK_TEST_CLOCK_FILE : undefined;
  if (!file) return () => new Date();
  return () => {
    const text = readFileSync(file, "utf8").trim();
    const time = new Date(text);
    if (Number.isNaN(time.getTime()))
      throw new Error(`LIVECHECK_TEST_CLOCK_FILE ${file}: '${text}' is not an ISO time`);
    return time;
  };
}
