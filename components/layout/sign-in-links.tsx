import Link from "next/link";

/** A signed-out visitor's links: sign in, and sign up as the one button. */
export function SignInLinks() {
  return (
    <>
      <Link href="/signin" className="rounded px-3 py-2 hover:bg-gray-100">
        Sign in
      </Link>
      <Link href="/signup" className="rounded bg-blue-700 px-3 py-2 text-white hover:bg-blue-800">
        Sign up
      </Link>
    </>
  );
}
