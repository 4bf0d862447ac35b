import { z } from "zod";
import { modelDtoSchema } from "@/lib/schemas/model";

export { modelDtoSchema };

/** GET /models: the caller's models, newest first. */
export const modelListDtoSchema = z.object({ models: z.array(modelDtoSchema) });
