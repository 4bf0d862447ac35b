import Link from "next/link";

export default function Forbidden() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p>Your account does not have access to this page. If you think it should, ask an admin.</p>
      <Link href="/" className="text-blue-700 underline">
        Go to the home page
      </Link>
    </div>
  );
}
