import "server-only";
import { db } from "@/lib/db";
import { profileSchema } from "@/lib/schemas/auth";
import { parseInput } from "@/lib/errors/app-error";

export async function updateProfile(actor: { id: string }, input: unknown): Promise<{ name: string }> {
  const profile = parseInput(profileSchema, input, "Check the highlighted fields");
  return db.user.update({
    where: { id: actor.id },
    data: { name: profile.name },
    select: { name: true },
  });
}
