import { z } from "zod";

/** PATCH /admin/benchmarks/{slug}: archive or unpublish a benchmark, or undo either. */
export const benchmarkStatusSchema = z
  .strictObject({
    /** true: readable, but no new submissions. */
    archived: z.boolean().optional(),
    /** true: 404 for everyone but its maintainers and admins. */
    unpublished: z.boolean().optional(),
  })
  .refine((v) => v.archived !== undefined || v.unpublished !== undefined, {
    message: "Give archived or unpublished (true or false)",
  });
