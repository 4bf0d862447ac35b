// next-auth's own endpoints (sign-in, sign-out, CSRF, session). Public by design.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
