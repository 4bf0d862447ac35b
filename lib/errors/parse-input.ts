import type { z } from "zod";
import { AppError } from "./app-error";
import { fieldErrorsOf } from "./field-errors-of";

/** `input` parsed by `schema`, or a 400 AppError saying `message`, with the error of each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError("BAD_REQUEST", message, fieldErrorsOf(parsed.error));
  return parsed.data;
}
