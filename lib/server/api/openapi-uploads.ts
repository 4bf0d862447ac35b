import { z } from "zod";
import { submissionMetaSchema } from "@/lib/schemas/submission";

/** POST /submissions as multipart/form-data: the metadata fields and the file. */
export const submissionUploadSchema = submissionMetaSchema.extend({
  file: z.file().describe("The predictions: .jsonl or .csv (docs/DOMAIN.md §7)"),
});
