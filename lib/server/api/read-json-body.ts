import "server-only";
import { AppError } from "@/lib/errors/app-error";

/** Reads a JSON request body of at most `maxBytes`; malformed or oversized bodies are 400/413. */
export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("TOO_LARGE", `Request body is over ${maxBytes} bytes`);
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw new AppError("TOO_LARGE", `Request body is over ${maxBytes} bytes`);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "Request body is not valid JSON");
  }
}

/** Like readJsonBody, but an empty body (none sent) is `undefined` instead of a 400. */
export async function readOptionalJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("TOO_LARGE", `Request body is over ${maxBytes} bytes`);
  const text = await req.text();
  if (text.trim() === "") return undefined;
  if (Buffer.byteLength(text) > maxBytes)
    throw new AppError("TOO_LARGE", `Request body is over ${maxBytes} bytes`);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "Request body is not valid JSON");
  }
}
