import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";
import { SiteNav } from "@/components/layout/site-nav";
import { ThemeScript } from "@/components/layout/theme-script";
import { getCurrentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { SHARED_RENDER_HEADER } from "@/lib/page-cache/shared-render";
import { nonceOfPolicy } from "@/lib/security/content-security-policy";
import { countUnreadNotifications } from "@/lib/server/notifications/count-unread-notifications";

export const metadata: Metadata = {
  title: { default: "LiveCheck", template: "%s · LiveCheck" },
  description: "Live, contamination-aware fact-checking benchmarks",
  // Preview images and badges are linked with absolute URLs on the public address.
  ...(env.NEXTAUTH_URL ? { metadataBase: new URL(env.NEXTAUTH_URL) } : {}),
};
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  const unread = user ? await countUnreadNotifications(user) : 0;
  // Set by scripts/serve.ts only: this render is replayed to signed-in visitors too.
  const requestHeaders = await headers();
  const sharedRender = requestHeaders.get(SHARED_RENDER_HEADER) === "1";
  // The nonce proxy.ts put in this render's policy; Next.js adds it to its own scripts.
  const nonce = nonceOfPolicy(requestHeaders.get("content-security-policy")) ?? undefined;
  return (
    // The theme script sets class="dark" before React hydrates, hence the warning suppressed.
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
      </head>
      <body className="min-h-screen bg-gray-50 font-sans text-gray-900">
        <a href="#main" className="sr-only focus:not-sr-only">
          Skip to content
        </a>
        <SiteNav
          user={user ? { name: user.name, role: user.role, unread } : null}
          sharedRender={sharedRender}
        />
        {/* Pages marked data-layout="wide" (leaderboards) use the full width. */}
        <main id="main" className="mx-auto max-w-6xl px-4 py-8 has-[[data-layout=wide]]:max-w-none">
          {children}
        </main>
      </body>
    </html>
  );
}
