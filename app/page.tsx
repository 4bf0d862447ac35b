import Link from "next/link";
import { guardPage } from "@/lib/auth/guard-page";

export default async function HomePage() {
  const user = await guardPage("public");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">LiveCheck</h1>
      <p className="max-w-2xl text-lg text-gray-800">
        Live, contamination-aware benchmarks for fact-checking. Claims are split by quarter and by evidence time slice, and
        leaderboards compare each model before and after its knowledge cutoff.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href="/benchmarks" className="rounded bg-blue-700 px-4 py-2 text-white">Browse benchmarks</Link>
        <Link href="/leaderboards" className="rounded border px-4 py-2">Leaderboards</Link>
        {!user && <Link href="/signup" className="rounded border px-4 py-2">Create an account</Link>}
      </div>
    </div>
  );
}
