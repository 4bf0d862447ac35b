import Link from "next/link";
import type { AccessStatusDto } from "@/lib/server/access/to-access-status-dto";
import { TextAnchor } from "@/components/ui/text-link";

type Props = {
  slug: string;
  title: string;
  status: AccessStatusDto;
  signedIn: boolean;
  contact: string | null;
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
const primary = "inline-block rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800";
const secondary =
  "inline-block rounded border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50";

/**
 * What visitors and users without access see in place of a gated benchmark's data, as gated
 * dataset hubs show a card: why the data is not shown, where the user stands, and one next step.
 */
export function AccessGateCard({ slug, title, status, signedIn, contact }: Props) {
  const accessHref = `/benchmarks/${slug}/access`;
  const signInHref = `/signin?callbackUrl=${encodeURIComponent(accessHref)}`;
  const how =
    status.mode === "auto"
      ? "Access is granted at once when you accept the terms."
      : "A maintainer reviews each request.";
  return (
    <section
      aria-labelledby="gate-title"
      data-testid="access-gate"
      data-state={status.status}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="gate-title" className="text-lg font-semibold">
        You need access to see the data of {title}
      </h2>
      <p className="text-sm">
        Its maintainers share the claim texts, evidence and files only with users who accepted the terms of
        use. {how} The description, counts, splits and licence stay visible to everyone.
      </p>
      {!signedIn && (
        <>
          <p className="text-sm">Sign in (or create an account) to request access.</p>
          <div className="flex flex-wrap gap-2">
            <Link className={primary} href={signInHref}>
              Sign in to request access
            </Link>
            <Link className={secondary} href="/signup">
              Create an account
            </Link>
          </div>
        </>
      )}
      {signedIn && status.status === "none" && (
        <Link className={primary} href={accessHref}>
          Request access
        </Link>
      )}
      {signedIn && status.status === "pending" && (
        <>
          <p className="text-sm" data-testid="gate-pending">
            Your request of {day(status.requestedAt)} is waiting for a maintainer&apos;s decision. You will
            get a notification and an email when it is decided.
          </p>
          <Link className={secondary} href={accessHref}>
            See or update my request
          </Link>
        </>
      )}
      {signedIn && status.status === "rejected" && (
        <>
          <p className="text-sm">
            Your request was rejected{status.decidedAt ? ` on ${day(status.decidedAt)}` : ""}: {status.reason}
          </p>
          <Link className={primary} href={accessHref}>
            Correct my answers and ask again
          </Link>
        </>
      )}
      {signedIn && status.status === "revoked" && (
        <p className="text-sm">
          Your access was revoked{status.decidedAt ? ` on ${day(status.decidedAt)}` : ""}
          {status.reason ? `: ${status.reason}` : ""}.{" "}
          {contact ? (
            <>
              Write to the maintainers at <TextAnchor href={`mailto:${contact}`}>{contact}</TextAnchor> to
              restore it.
            </>
          ) : (
            "Write to the maintainers to restore it."
          )}
        </p>
      )}
    </section>
  );
}
