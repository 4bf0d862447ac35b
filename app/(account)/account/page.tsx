import { env } from "@/lib/env";
import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/auth/guard-page";
import { ProfileForm } from "@/components/account/profile-form";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { EmailStatus } from "@/components/account/email-status";
import { Notice } from "@/components/ui/notice";
import { getEmailStatus } from "@/lib/server/users/get-email-status";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await guardPage("user");
  const emailStatus = await getEmailStatus(user);
  const isWelcome = (await searchParams).welcome === "1";
  return (
    <div className="max-w-lg space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Your account</h1>
        <p className="text-sm text-gray-700">
          {user.name} · role: <span data-testid="role">{user.role}</span>
        </p>
      </div>
      {isWelcome && (
        <Notice tone="ok">
          Welcome, {user.name}: your account is ready and you are signed in.{" "}
          {!emailStatus.verifiedAt && (
            <>
              We emailed a confirmation link to {emailStatus.email}; you need it only to submit to hidden test
              splits.{" "}
              {env.SMTP_URL
                ? null
                : "This server sends no mail (no SMTP is configured): the message is in the admin outbox (Admin → Outbox). "}
            </>
          )}
          Next:{" "}
          <Link href="/models" className="underline">
            register a model
          </Link>
          , then{" "}
          <Link href="/submit" className="underline">
            submit predictions
          </Link>
          .
        </Notice>
      )}
      <section className="space-y-3" aria-labelledby="email-heading" id="email">
        <h2 id="email-heading" className="text-lg font-semibold">
          Email address
        </h2>
        <EmailStatus email={emailStatus.email} verifiedAt={emailStatus.verifiedAt?.toISOString() ?? null} />
      </section>
      <section className="space-y-3" aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="text-lg font-semibold">
          Profile
        </h2>
        <ProfileForm name={user.name} />
      </section>
      <section className="space-y-3" aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        <p className="text-sm text-gray-700">Changing it signs you out everywhere, this browser included.</p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="research-heading">
        <h2 id="research-heading" className="text-lg font-semibold">
          Models and submissions
        </h2>
        <p className="flex gap-4">
          <TextLink href="/models">Your models</TextLink>
          <TextLink href="/submissions">Your submissions</TextLink>
        </p>
      </section>
      <section aria-labelledby="tokens-heading">
        <h2 id="tokens-heading" className="text-lg font-semibold">
          API tokens
        </h2>
        <TextLink href="/account/tokens">Manage API tokens</TextLink>
      </section>
      <section aria-labelledby="webhooks-heading">
        <h2 id="webhooks-heading" className="text-lg font-semibold">
          Webhooks
        </h2>
        <p className="text-sm text-gray-700">
          Signed HTTP calls to your server when releases, splits or your results change.
        </p>
        <TextLink href="/account/webhooks">Manage webhooks</TextLink>
      </section>
    </div>
  );
}
