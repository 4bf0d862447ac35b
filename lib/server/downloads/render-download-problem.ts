import "server-only";
import type { Actor } from "@/lib/vocabulary";
import type { AppError } from "@/lib/errors/app-error";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { getBenchmarkContact } from "@/lib/server/access/get-benchmark-contact";

type Link = { href: string; label: string };
type Problem = { title: string; body: string[]; links: Link[] };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

/**
 * The HTML page a browser gets when a download link cannot be used: why, and the one thing
 * to do next (sign in, request access, wait for approval, ask the maintainers, fetch a fresh
 * link). The HTTP status stays the error's, so scripts that do send Accept: text/html see it.
 */
export async function renderDownloadProblem(
  err: AppError,
  caller: Actor | null,
  slug: string | null,
): Promise<Response> {
  const problem = await describe(err, caller, slug);
  const links = problem.links.map((l) => `<a href="${escape(l.href)}">${escape(l.label)}</a>`).join(" ");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(problem.title)} · LiveCheck</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#111;line-height:1.5}
h1{font-size:1.5rem}a{display:inline-block;margin:.25rem .5rem .25rem 0;padding:.5rem 1rem;border-radius:.25rem;background:#1d4ed8;color:#fff;text-decoration:none}
a+a{background:#fff;color:#1d4ed8;border:1px solid #d1d5db}p.home a{background:none;color:#1d4ed8;padding:0;border:0;text-decoration:underline}</style></head>
<body><main><h1>${escape(problem.title)}</h1>${problem.body.map((p) => `<p>${escape(p)}</p>`).join("")}<p>${links}</p>
<p class="home"><a href="/">LiveCheck home</a></p></main></body></html>`;
  return new Response(html, {
    status: err.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
  });
}

async function describe(err: AppError, caller: Actor | null, slug: string | null): Promise<Problem> {
  const accessPage = slug ? `/benchmarks/${slug}/access` : null;
  const back: Link[] = accessPage ? [{ href: accessPage, label: "Go to the benchmark's files" }] : [];
  if (err.status === 404)
    return {
      title: "No such file",
      body: ["This file does not exist, or it is not published."],
      links: [{ href: "/benchmarks", label: "Browse benchmarks" }],
    };
  if (
    err.status === 401 ||
    (!caller && err.message !== "link expired" && err.message !== "invalid download link")
  ) {
    const signIn = `/signin?callbackUrl=${encodeURIComponent(accessPage ?? "/benchmarks")}`;
    return {
      title: "Sign in to download",
      body: [
        "Downloads need an account: every download is logged with who made it. Sign in, then download the file again from the benchmark's page.",
      ],
      links: [
        { href: signIn, label: "Sign in" },
        { href: "/signup", label: "Create an account" },
      ],
    };
  }
  if (err.message === "link expired")
    return {
      title: "This download link has expired",
      body: [
        "Download links last 60 seconds. Open the benchmark's files and click the file again for a fresh link.",
      ],
      links: back,
    };
  if (err.message === "invalid download link")
    return {
      title: "This download link is not valid",
      body: ["The link is incomplete or was changed. Open the benchmark's files and click the file again."],
      links: back,
    };
  if (err.status !== 403 || !slug || !caller)
    return { title: "This download is not possible", body: [err.message], links: back };
  const status = await getAccessStatus(caller, slug).catch(() => null);
  const access = status?.access;
  if (!status || !access || !accessPage)
    return { title: "This download is not possible", body: [err.message], links: back };
  const title = `You have no access to ${status.benchmark.title} yet`;
  switch (access.state) {
    case "none":
      return {
        title,
        body: [
          "Its maintainers share the files only with users who accepted the terms of use. Read them and request access; you can download once it is approved.",
        ],
        links: [{ href: accessPage, label: "Request access" }],
      };
    case "pending":
      return {
        title: "Your access request is waiting for approval",
        body: [
          `You asked for access on ${day(access.requestedAt)}. A maintainer has not decided yet; you will get a notification and an email when they do, and can then download the file.`,
        ],
        links: [{ href: accessPage, label: "See my request" }],
      };
    case "rejected":
      return {
        title: "Your access request was rejected",
        body: [`Reason: ${access.reason}`, "You may correct your answers and ask again."],
        links: [{ href: accessPage, label: "Ask again" }],
      };
    case "revoked": {
      const contact = await getBenchmarkContact(status.benchmark.id);
      return {
        title: "Your access was revoked",
        body: [
          access.reason ? `Reason: ${access.reason}` : "No reason was given.",
          contact
            ? `Write to the maintainers at ${contact} to restore it.`
            : "Write to the maintainers to restore it.",
        ],
        links: contact
          ? [
              { href: `mailto:${contact.split(",")[0]?.trim() ?? ""}`, label: "Write to the maintainers" },
              ...back,
            ]
          : back,
      };
    }
    default:
      return { title: "This download is not possible", body: [err.message], links: back };
  }
}
