"use client";
import { useActionState } from "react";
import { setFollowAction } from "@/lib/actions/follows";

/**
 * The benchmark header's small follow toggle. Followers are told, in the app and by email,
 * of new releases, split openings and retirements. `following` is the server's state; the
 * button shows the action's answer once it has one.
 */
export function FollowButton({ slug, following }: { slug: string; following: boolean }) {
  const [state, action, pending] = useActionState(setFollowAction.bind(null, slug), {});
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="follow" value={following ? "0" : "1"} />
      <button
        type="submit"
        disabled={pending}
        aria-pressed={following}
        title="Be told of new releases, split openings and retirements, in the app and by email"
        className={`rounded border px-2 py-0.5 text-xs font-medium disabled:opacity-50 ${
          following ? "border-blue-700 bg-blue-50 text-blue-900" : "border-gray-300 bg-white hover:bg-gray-50"
        }`}
      >
        {following ? "Following" : "Follow"}
      </button>
      {state.formError && (
        <span role="alert" className="text-xs text-red-800">
          {state.formError}
        </span>
      )}
      {state.ok && state.message && (
        <span role="status" className="sr-only">
          {state.message}
        </span>
      )}
    </form>
  );
}
