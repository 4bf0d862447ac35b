// Gives every page render its own Content-Security-Policy nonce (the way the Next.js guide
// "Content Security Policy" does it: Next.js reads the nonce from the request's CSP header
// and puts it on its scripts), and passes the requested path on, so a protected page can
// send a signed-out visitor to sign-in and back. Access checks happen in each page, action
// and route.
import { NextResponse, type NextRequest } from "next/server";
import { newNonce, pageContentSecurityPolicy } from "@/lib/security/content-security-policy";

const isDev = process.env.NODE_ENV === "development";

export function proxy(request: NextRequest) {
  const policy = pageContentSecurityPolicy(newNonce(), isDev);
  const headers = new Headers(request.headers);
  headers.set("x-livecheck-path", request.nextUrl.pathname + request.nextUrl.search);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

// Every page. Not API routes (JSON and files: next.config.ts gives them a policy of their
// own) nor build assets, which need no nonce.
export const config = {
  matcher: ["/((?!api/|_next/static/|_next/image|favicon.ico).*)"],
};
