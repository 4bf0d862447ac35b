"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { changeUserRole } from "@/lib/server/users/change-user-role";
import { setUserDisabled } from "@/lib/server/users/set-user-disabled";
import { setBenchmarkMaintainer } from "@/lib/server/benchmarks/set-benchmark-maintainer";
import { setBenchmarkStatus } from "@/lib/server/benchmarks/set-benchmark-status";
import { text } from "./form-text";

export const changeRoleAction = guardAction(
  "admin",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const userId = form.get("userId");
    const role = form.get("role");
    const updated = await changeUserRole(user, typeof userId === "string" ? userId : "", {
      role: typeof role === "string" ? role : "",
    });
    revalidatePath("/admin");
    return { ok: true, message: `Role is now ${updated.role}` };
  },
);

/** Disables (`disabled` "1") or re-enables ("0") an account. */
export const setUserDisabledAction = guardAction(
  "admin",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const disabled = text(form, "disabled") === "1";
    await setUserDisabled(user, text(form, "userId"), disabled);
    revalidatePath("/admin");
    return {
      ok: true,
      message: disabled ? "Disabled: signed out everywhere, tokens stopped" : "Enabled again",
    };
  },
);

/** Adds (`maintains` "1") or removes ("0") a maintainer of the benchmark `slug`, by email. */
export const setMaintainerAction = guardAction(
  "admin",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const maintains = text(form, "maintains") === "1";
    const email = text(form, "email");
    const { changed } = await setBenchmarkMaintainer(user, text(form, "slug"), { email, maintains });
    revalidatePath("/admin/benchmarks");
    return {
      ok: true,
      message: !changed
        ? "Nothing to change"
        : maintains
          ? `${email} now maintains it`
          : `${email} no longer maintains it`,
    };
  },
);

const STATUS_CHANGES = {
  archive: { change: { archived: true }, message: "Archived: readable, no new submissions" },
  unarchive: { change: { archived: false }, message: "Taken out of the archive: submissions are open again" },
  unpublish: {
    change: { unpublished: true },
    message: "Unpublished: only maintainers and admins can see it",
  },
  republish: { change: { unpublished: false }, message: "Published again: visible as before" },
} as const;

const statusChangeSchema = z.enum(["archive", "unarchive", "unpublish", "republish"]);

/** Archives, unarchives, unpublishes or republishes the benchmark `slug` (`change`). */
export const setBenchmarkStatusAction = guardAction(
  "admin",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const key = statusChangeSchema.safeParse(text(form, "change"));
    if (!key.success) return { formError: "Choose archive, unarchive, unpublish or republish" };
    const chosen = STATUS_CHANGES[key.data];
    const slug = text(form, "slug");
    await setBenchmarkStatus(user, slug, chosen.change);
    revalidatePath("/admin/benchmarks");
    revalidatePath(`/benchmarks/${slug}`);
    return { ok: true, message: chosen.message };
  },
);
