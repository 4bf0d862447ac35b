import { z } from "zod";

/** One problem the server found in the prediction file or the form. */
export type UploadIssue = { file: string; line?: number; field?: string; claimId?: string; message: string };

export type UploadOutcome =
  | { kind: "created"; id: string; position: number | null; splits: string[] }
  | { kind: "invalid"; message: string; issues: UploadIssue[]; more: number; fields: Record<string, string> }
  | { kind: "rate-limited"; message: string; resetAt: string | null }
  | { kind: "error"; message: string };

const issueSchema = z.object({
  file: z.string().catch(""),
  line: z.number().optional().catch(undefined),
  field: z.string().optional().catch(undefined),
  claimId: z.string().optional().catch(undefined),
  message: z.string().catch("invalid"),
});

const errorSchema = z.object({
  error: z.object({
    code: z.string().optional(),
    message: z.string().catch("The upload was refused"),
    issues: z.array(issueSchema).optional().catch(undefined),
    more: z.number().optional().catch(undefined),
    fields: z.record(z.string(), z.string()).optional().catch(undefined),
    resetAt: z.string().optional().catch(undefined),
  }),
});

const createdSchema = z.object({
  id: z.string().min(1),
  position: z.number().nullable().optional(),
  submissions: z.array(z.object({ split: z.string() })).optional(),
});

/** Reads the answer of POST /api/v1/submissions (contract in the lead's route) into one outcome. */
export function parseUploadResponse(status: number, text: string): UploadOutcome {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Proxies answer 413 and 5xx with HTML; the status alone then says what happened.
  }
  if (status === 201) {
    const created = createdSchema.safeParse(body);
    return created.success
      ? {
          kind: "created",
          id: created.data.id,
          position: created.data.position ?? null,
          splits: (created.data.submissions ?? []).map((s) => s.split),
        }
      : { kind: "error", message: "The server accepted the file but its answer was unreadable" };
  }
  const parsed = errorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : null;
  if (status === 413) return { kind: "error", message: error?.message ?? "The file is too large" };
  if (status === 429)
    return {
      kind: "rate-limited",
      message: error?.message ?? "You have used today's submissions for this split",
      resetAt: error?.resetAt ?? null,
    };
  if (status === 400) {
    return {
      kind: "invalid",
      message: error?.message ?? "The file was refused",
      issues: error?.issues ?? [],
      more: error?.more ?? 0,
      fields: error?.fields ?? {},
    };
  }
  if (status === 401) return { kind: "error", message: "Your session has ended: sign in again" };
  return { kind: "error", message: error?.message ?? `The upload failed (HTTP ${status})` };
}
