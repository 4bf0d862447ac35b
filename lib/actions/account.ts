"use server";
import { redirect } from "next/navigation";
import { guardAction, publicAction, type ActionState } from "@/lib/auth/guard-action";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { changePassword } from "@/lib/server/users/change-password";
import { updateProfile } from "@/lib/server/users/update-profile";

const text = (form: FormData, key: string): string => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

export const signUpAction = publicAction(async (_prev: ActionState, form: FormData): Promise<ActionState> => {
  await signUpUser({ email: text(form, "email"), name: text(form, "name"), password: text(form, "password") });
  // The same answer whether or not the email was new (see lib/server/users/sign-up-user.ts).
  redirect("/signin?registered=1");
});

export const changePasswordAction = guardAction("user", async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
  await changePassword(user, { current: text(form, "current"), next: text(form, "next"), confirm: text(form, "confirm") });
  redirect("/signin?passwordChanged=1");
});

export const updateProfileAction = guardAction("user", async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
  const updated = await updateProfile(user, { name: text(form, "name") });
  return { ok: true, message: `Saved: your name is now ${updated.name}` };
});
