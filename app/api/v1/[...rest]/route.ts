// Any /api/v1 path without its own route: a JSON 404 rather than the HTML page.
import { guardRoute } from "@/lib/auth/guard-route";
import { AppError } from "@/lib/errors/app-error";

const notFound = guardRoute({ access: "public", query: "any" }, async ({ req }) => {
  throw new AppError("NOT_FOUND", `No API route ${req.method} ${new URL(req.url).pathname}`);
});
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
