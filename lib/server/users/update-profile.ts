import "server-only";
import { db } from "@/lib/db";
import { profileSchema } from "@/lib/schemas/auth";
import { fieldErrorsOf } from "@/lib/errors/field-errors-of";
import { AppError } from "@/lib/errors/app-error";

export async function updateProfile(actor: { id: string }, input: unknown): Promise<{ name: string }> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", "Check the highlighted fields", fieldErrorsOf(parsed.error));
  return db.user.update({
    where: { id: actor.id },
    data: { name: parsed.data.name },
    select: { name: true },
  });
}
