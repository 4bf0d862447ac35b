import type { Metadata } from "next";
import { TextLink } from "@/components/ui/text-link";
import { z } from "zod";
import { guardPage } from "@/lib/auth/guard-page";
import { firstValues } from "@/lib/schemas/claims-query";
import { listMySubmissions } from "@/lib/server/submissions/list-my-submissions";
import { SubmissionHistory } from "@/components/submissions/submission-history";

export const metadata: Metadata = { title: "Your submissions" };

/** `created`: how many submissions one upload just made (a file covering several splits). */
const searchSchema = z.object({
  created: z.coerce.number().int().min(2).max(100).optional().catch(undefined),
});

export default async function SubmissionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await guardPage("user");
  const search = searchSchema.parse(firstValues(await searchParams));
  const rows = await listMySubmissions(user);
  return (
    <div className="max-w-6xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Your submissions</h1>
        <p className="text-sm">
          <TextLink href="/submit">New submission</TextLink> · <TextLink href="/models">Your models</TextLink>
        </p>
      </div>
      {search.created !== undefined && (
        <p
          role="status"
          className="rounded border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          Your file covered {search.created} splits: one submission per split was created and queued for
          scoring (the newest rows below).
        </p>
      )}
      <SubmissionHistory rows={rows} />
    </div>
  );
}
