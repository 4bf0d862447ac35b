import type { Metadata } from "next";
import Link from "next/link";
import { guardPage } from "@/lib/auth/guard-page";
import { listMySubmissions } from "@/lib/server/submissions/list-my-submissions";
import { SubmissionHistory } from "@/components/submissions/submission-history";

export const metadata: Metadata = { title: "Your submissions" };

export default async function SubmissionsPage() {
  const user = await guardPage("user");
  const rows = await listMySubmissions(user);
  return (
    <div className="max-w-6xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Your submissions</h1>
        <p className="text-sm"><Link href="/submit" className="text-blue-700 underline">New submission</Link> · <Link href="/models" className="text-blue-700 underline">Your models</Link></p>
      </div>
      <SubmissionHistory rows={rows} />
    </div>
  );
}
