"use server";
import { revalidatePath } from "next/cache";
import { guardAction, type ActionState } from "@/lib/auth/guard-action";
import { createToken } from "@/lib/server/tokens/create-token";
import { revokeToken } from "@/lib/server/tokens/revoke-token";

export const createTokenAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const name = form.get("name");
    const scopes = form.getAll("scopes").filter((s): s is string => typeof s === "string");
    const { secret } = await createToken(user, { name: typeof name === "string" ? name : "", scopes });
    revalidatePath("/account/tokens");
    return { ok: true, secret };
  },
);

export const revokeTokenAction = guardAction(
  "user",
  async (user, _prev: ActionState, form: FormData): Promise<ActionState> => {
    const id = form.get("tokenId");
    await revokeToken(user, typeof id === "string" ? id : "");
    revalidatePath("/account/tokens");
    return { ok: true, message: "Token revoked" };
  },
);
