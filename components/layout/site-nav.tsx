import Link from "next/link";
import { ClientSessionLinks } from "@/components/layout/client-session-links";
import { SignInLinks } from "@/components/layout/sign-in-links";
import { SignOutButton } from "@/components/layout/sign-out-button";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import type { NavUserDto } from "@/lib/schemas/dto/account";

/** `sharedRender`: the page is shared with signed-in visitors, so their links come from the browser. */
type Props = { user: NavUserDto["user"]; sharedRender?: boolean };

const LINKS = [
  { href: "/benchmarks", label: "Benchmarks" },
  { href: "/leaderboards", label: "Leaderboards" },
  { href: "/submit", label: "Submit" },
  { href: "/account", label: "Account" },
];

function NavLinks({ user, sharedRender }: Props) {
  const links = [...LINKS];
  if (user?.role === "admin" || user?.role === "maintainer")
    links.push({ href: "/maintain", label: "Maintain" });
  if (user?.role === "admin") links.push({ href: "/admin", label: "Admin" });
  if (user)
    links.push({
      href: "/notifications",
      label: user.unread > 0 ? `Notifications (${user.unread})` : "Notifications",
    });
  return (
    <>
      {links.map((l) => (
        <Link key={l.href} href={l.href} className="rounded px-3 py-2 hover:bg-gray-100">
          {l.label}
        </Link>
      ))}
      {sharedRender && !user ? <ClientSessionLinks /> : user ? <SignOutButton /> : <SignInLinks />}
    </>
  );
}

/** Top navigation; below the md breakpoint the links fold into a menu that needs no script. */
export function SiteNav({ user, sharedRender }: Props) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Link href="/" className="text-lg font-semibold">
          LiveCheck
        </Link>
        <div className="hidden items-center gap-1 text-sm md:flex">
          <NavLinks user={user} sharedRender={sharedRender} />
          <ThemeToggle />
        </div>
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded border border-gray-300 px-3 py-2 text-sm">
            Menu
          </summary>
          <div className="absolute right-0 z-10 mt-2 flex w-48 flex-col rounded border border-gray-200 bg-white p-2 text-sm shadow">
            <NavLinks user={user} sharedRender={sharedRender} />
            <ThemeToggle />
          </div>
        </details>
      </nav>
    </header>
  );
}
