"use server";
import { redirect } from "next/navigation";
import { guardAction, publicAction, type ActionState } from "@/lib/auth/guard-action";
import { signUpUser } from "@/lib/server/users/sign-up-user";
import { changePassword } from "@/lib/server/users/change-password";
import { updateProfile } from "@/lib/server/users/update-profile";
import { sendEmailVerification } from "@/lib/server/users/send-email-verification";
import { verifyEmail } from "@/lib/server/users/verify-email";
import { requestPasswordReset } from "@/lib/server/users/request-password-reset";
import { resetPassword } from "@/lib/server/users/reset-password";
import { text } from "./form-text";

/**
 * Every sign-up gets the same answer, a new account or an address that already has one:
 * the sign-in page saying an email is on its way, and no session (a session only for new
 * accounts would tell anyone which addresses are registered). The new account's owner signs
 * in there with the password just chosen and lands on the welcome page; the owner of an
 * existing account gets an email saying someone tried (signUpUser).
 */
export const signUpAction = publicAction(async (_prev: ActionState, form: FormData): Promise<ActionState> => {
  await signUpUser({
    email: text(form, "email"),
    name: text(form, "name"),
    password: text(form, "password"),
  });
  redirect(`/signin?signedUp=1&callbackUrl=${encodeURIComponent("/account?welcome=1")}`);
});

export const changePasswordAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    await changePassword(user, {
      current: text(form, "current"),
      next: text(form, "next"),
      confirm: text(form, "confirm"),
    });
    redirect("/signin?passwordChanged=1");
  },
);

export const updateProfileAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const updated = await updateProfile(user, { name: text(form, "name") });
    return { ok: true, message: `Saved: your name is now ${updated.name}` };
  },
);

export const sendEmailVerificationAction = guardAction("user", async (user): Promise<ActionState> => {
  const outcome = await sendEmailVerification(user);
  if ("alreadyVerified" in outcome) return { ok: true, message: "Your email address is already confirmed." };
  return {
    ok: true,
    message: `We sent a confirmation link to ${outcome.sentTo}. It works once, for 48 hours; earlier links no longer work.`,
  };
});

/** Anyone holding the link may confirm: it proves the mailbox, not the browser. */
export const verifyEmailAction = publicAction(
  async (_prev: ActionState, form: FormData): Promise<ActionState> => {
    const { email } = await verifyEmail(text(form, "token"));
    return {
      ok: true,
      message: `Confirmed: ${email} is your verified address. You can now submit to hidden test splits.`,
    };
  },
);

export const requestPasswordResetAction = publicAction(
  async (_prev: ActionState, form: FormData): Promise<ActionState> => {
    const email = text(form, "email");
    await requestPasswordReset({ email });
    return {
      ok: true,
      message: `If an account uses ${email.trim()}, we have emailed it a reset link. It works once, for one hour; check your spam folder too.`,
    };
  },
);

export const resetPasswordAction = publicAction(
  async (_prev: ActionState, form: FormData): Promise<ActionState> => {
    await resetPassword({
      token: text(form, "token"),
      next: text(form, "next"),
      confirm: text(form, "confirm"),
    });
    redirect("/signin?passwordReset=1");
  },
);
