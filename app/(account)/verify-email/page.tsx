import type { Metadata } from "next";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { firstValues } from "@/lib/schemas/claims-query";
import { ConfirmEmailForm } from "@/components/account/confirm-email-form";
import { Notice } from "@/components/ui/notice";

// The link's secret is in the address: never send it on to another site as a referrer.
export const metadata: Metadata = { title: "Confirm your email", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

const searchSchema = z.object({ token: z.string().max(100).optional().catch(undefined) });

/**
 * Where the emailed link lands. Confirming takes a click, not the page load: mail scanners
 * that open links must not use up the single-use link before its owner does.
 */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("public");
  const { token } = searchSchema.parse(firstValues(await searchParams));
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold">Confirm your email address</h1>
      {token ? (
        <ConfirmEmailForm token={token} />
      ) : (
        <Notice tone="error">
          This page needs the link from our email. Open the whole link, or send a new one from your account
          page.
        </Notice>
      )}
    </div>
  );
}
