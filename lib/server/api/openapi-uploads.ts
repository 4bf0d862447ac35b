import { z } from "zod";
import { articleLineSchema, statementsLineSchema } from "@/lib/schemas/contamination";
import { submissionMetaSchema } from "@/lib/schemas/submission";

/** POST /submissions as multipart/form-data: the metadata fields and the file. */
export const submissionUploadSchema = submissionMetaSchema.extend({
  file: z.file().describe("The predictions: .jsonl or .csv (docs/DOMAIN.md §7)"),
});

/** POST /bundles: the archive's bytes. */
export const bundleArchiveSchema = z
  .file()
  .describe("A benchmark bundle: .zip or .tar.gz (docs/DOMAIN.md §2)");

/** A line of a contamination upload: statements (`kind=statements`) or an article (`kind=articles`). */
export const evidenceLineSchema = z.union([statementsLineSchema, articleLineSchema]);
