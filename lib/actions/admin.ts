"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { changeUserRole } from "@/lib/server/users/change-user-role";

export const changeRoleAction = guardAction("admin", async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
  const userId = form.get("userId");
  const role = form.get("role");
  const updated = await changeUserRole(user, typeof userId === "string" ? userId : "", { role: typeof role === "string" ? role : "" });
  revalidatePath("/admin");
  return { ok: true, message: `Role is now ${updated.role}` };
});
