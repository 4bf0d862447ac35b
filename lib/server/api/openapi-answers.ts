import type { z } from "zod";

/** A 200 answer, with its body schema when it is JSON. */
export const ok = (description: string, schema?: z.ZodType) => ({
  status: 200,
  description,
  ...(schema ? { schema } : {}),
});

/** A JSON Lines body; `line` is the schema of each line. */
export const jsonl = (description: string, line?: z.ZodType) => ({
  mediaType: "application/x-ndjson",
  description,
  ...(line ? { schema: line } : {}),
});
