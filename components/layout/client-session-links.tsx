"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { SignInLinks } from "@/components/layout/sign-in-links";
import { SignOutButton } from "@/components/layout/sign-out-button";
import type { NavUserDto } from "@/lib/schemas/dto/account";

type NavUser = NonNullable<NavUserDto["user"]>;

/** One request per page load, shared by the wide and the folded navigation. */
let pending: Promise<NavUser | null> | null = null;
export function loadNavUser(): Promise<NavUser | null> {
  pending ??= fetch("/api/v1/me/nav", { cache: "no-store", credentials: "same-origin" })
    // The route passes its answer through navUserDtoSchema; parsing it again here would put
    // zod into every shared page's JavaScript.
    .then((res) => (res.ok ? (res.json() as Promise<NavUserDto>) : { user: null }))
    .then(
      (body) => body.user,
      () => null,
    );
  return pending;
}

const LINK = "rounded px-3 py-2 hover:bg-gray-100";

/**
 * The visitor's own links on a page rendered once for signed-out and signed-in visitors
 * alike (lib/page-cache/shared-render.ts): rendered as for a signed-out visitor (so the page works
 * without script), then, once /api/v1/me/nav names a signed-in visitor, their links.
 */
export function ClientSessionLinks() {
  const [user, setUser] = useState<NavUser | null>(null);
  useEffect(() => {
    let live = true;
    void loadNavUser().then((u) => live && setUser(u));
    return () => {
      live = false;
    };
  }, []);
  if (!user) return <SignInLinks />;
  return (
    <>
      {(user.role === "admin" || user.role === "maintainer") && (
        <Link href="/maintain" className={LINK}>
          Maintain
        </Link>
      )}
      {user.role === "admin" && (
        <Link href="/admin" className={LINK}>
          Admin
        </Link>
      )}
      <Link href="/notifications" className={LINK}>
        {user.unread > 0 ? `Notifications (${user.unread})` : "Notifications"}
      </Link>
      <SignOutButton />
    </>
  );
}
