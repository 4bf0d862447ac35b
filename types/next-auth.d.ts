import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    /** Server-side session id; the user is looked up from it on every request. */
    sid?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
  }
}
