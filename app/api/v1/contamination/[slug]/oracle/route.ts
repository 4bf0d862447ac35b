import { rm } from "node:fs/promises";
import { z } from "zod";
import { guardRoute } from "@/lib/auth/guard-route";
import { uploadReceiptDtoSchema } from "@/lib/schemas/dto/contamination-uploads";
import { respondDto } from "@/lib/server/api/respond-dto";
import { env } from "@/lib/env";
import { contaminationPageParamsSchema, uploadKindSchema } from "@/lib/schemas/contamination";
import { readUpload } from "@/lib/server/api/read-upload";
import { createContaminationUpload } from "@/lib/server/contamination/create-contamination-upload";

const fieldsSchema = z.object({ kind: uploadKindSchema.default("statements") });

/** POST oracle evidence (hidden) for the benchmark: statements or human fact-check articles; its maintainers only. */
export const POST = guardRoute(
  { access: "maintainer", scope: "write", query: ["kind", "filename"] },
  async ({ req, caller, params }) => {
    const { slug } = contaminationPageParamsSchema.parse(params);
    const upload = await readUpload(req, {
      maxBytes: env.SUBMISSION_MAX_BYTES,
      fileField: "file",
      defaultName: "oracle.jsonl",
    });
    try {
      const { kind } = fieldsSchema.parse(upload.fields);
      const receipt = await createContaminationUpload(
        caller,
        { slug, target: "oracle", kind },
        { path: upload.file, name: upload.fileName },
      );
      return respondDto(uploadReceiptDtoSchema, receipt, { status: 202 });
    } finally {
      await rm(upload.dir, { recursive: true, force: true });
    }
  },
);
