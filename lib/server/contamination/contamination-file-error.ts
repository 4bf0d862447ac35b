import { AppError } from "@/lib/errors/app-error";

/** An upload refused as a whole: the message names the file, the line and the field. Nothing is stored. */
export class ContaminationFileError extends AppError {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string,
    detail: string,
  ) {
    super("BAD_REQUEST", `${file}:${line}: field ${field}: ${detail}; nothing was stored`, {
      [field]: `line ${line}: ${detail}`,
    });
  }
}
