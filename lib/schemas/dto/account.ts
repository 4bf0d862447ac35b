import { z } from "zod";
import { ROLES } from "@/lib/vocabulary";

// What the API answers about accounts. Never a password hash, token or email-link secret.

/** GET /me: the caller. */
export const meDtoSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) });
/** What the page header shows of the signed-in visitor (GET /api/v1/me/nav), or null. */
export const navUserDtoSchema = z.object({
  user: z.object({ name: z.string(), role: z.enum(ROLES), unread: z.number().int() }).nullable(),
});
export type NavUserDto = z.infer<typeof navUserDtoSchema>;

/** GET /me/email-verification. `verifiedAt` is an ISO timestamp. */
export const emailStatusDtoSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  verifiedAt: z.iso.datetime().nullable(),
});

/** POST /me/email-verification: `sentTo` is null when the address was already confirmed. */
export const emailSentDtoSchema = z.object({ verified: z.boolean(), sentTo: z.string().nullable() });

/** POST /email-verifications: the confirmed address. */
export const emailVerifiedDtoSchema = z.object({ verified: z.literal(true), email: z.string() });

/** GET /admin/users: every account, newest first; `maintains` lists benchmark slugs. */
export const userListDtoSchema = z.object({
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.enum(ROLES),
      createdAt: z.iso.datetime(),
      maintains: z.array(z.string()),
    }),
  ),
});

/** PATCH /admin/users/{id}: the user's role now. */
export const userRoleDtoSchema = z.object({ id: z.string(), role: z.enum(ROLES) });
