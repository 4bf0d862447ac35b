import { z } from "zod";
import { ROLES, TOKEN_SCOPES } from "@/lib/security/roles";

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

const passwordSchema = z
  .string()
  .min(10, "Use at least 10 characters")
  .max(200, "Use at most 200 characters");

const nameSchema = z.string().trim().min(1, "Enter your name").max(100, "Use at most 100 characters");

export const signUpSchema = z.object({ email: emailSchema, name: nameSchema, password: passwordSchema });
export const signInSchema = z.object({ email: emailSchema, password: z.string().min(1).max(200) });

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, "Enter your current password"),
    next: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.next === v.confirm, { path: ["confirm"], message: "The two new passwords differ" });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ token: z.string().max(100), next: passwordSchema, confirm: z.string() })
  .refine((v) => v.next === v.confirm, { path: ["confirm"], message: "The two new passwords differ" });

export const profileSchema = z.object({ name: nameSchema });

export const createTokenSchema = z.object({
  name: z.string().trim().min(1, "Name the token").max(60, "Use at most 60 characters"),
  scopes: z.array(z.enum(TOKEN_SCOPES)).min(1, "Choose at least one scope"),
});

export const changeRoleSchema = z.object({ role: z.enum(ROLES) });
