// Only passes the requested path on, so a protected page can send a signed-out visitor
// to sign-in and back. Access checks happen in each page, action and route.
import { NextResponse, type NextRequest } from "next/server";

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-livecheck-path", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

// Only the pages that may send a visitor to sign-in: public pages skip the proxy entirely.
export const config = {
  matcher: [
    "/account/:path*",
    "/models/:path*",
    "/notifications",
    "/submissions/:path*",
    "/submit",
    "/admin/:path*",
    "/maintain/:path*",
  ],
};
