import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/vocabulary";
import type { AppError } from "@/lib/errors/app-error";
import { getAccessStatus } from "@/lib/server/access/get-access-status";
import { getBenchmarkContact } from "@/lib/server/access/get-benchmark-contact";
import { signInForFileHref } from "./file-paths";

type Link = { href: string; label: string };
type Problem = { title: string; body: string[]; links: Link[] };
/** The file the visitor asked for, when the address names it (the files route, not a signed link). */
type AskedFile = { name: string; version?: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");

/**
 * The HTML page a browser gets when a download link cannot be used: why, and the one thing
 * to do next (sign in, request access, wait for approval, ask the maintainers, fetch a fresh
 * link). The HTTP status stays the error's, so scripts that do send Accept: text/html see it.
 * Signing in from here comes back to the file (`file`), which then downloads.
 */
export async function renderDownloadProblem(
  err: AppError,
  caller: Actor | null,
  slug: string | null,
  file?: AskedFile,
): Promise<Response> {
  const problem = await describe(err, caller, slug, file);
  const links = problem.links
    .map(
      (l, i) =>
        `<a class="${i === 0 ? "primary" : "secondary"}" href="${escape(l.href)}">${escape(l.label)}</a>`,
    )
    .join(" ");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(problem.title)} · LiveCheck</title><link rel="icon" href="/icon.svg"><style>${STYLE}</style></head>
<body><header><a class="brand" href="/">LiveCheck</a><a class="nav" href="/benchmarks">Benchmarks</a></header>
<main><h1>${escape(problem.title)}</h1>${problem.body.map((p) => `<p>${escape(p)}</p>`).join("")}<p class="actions">${links}</p>
${slug ? `<p class="back"><a href="/benchmarks/${escape(encodeURIComponent(slug))}">Back to the benchmark</a></p>` : ""}</main></body></html>`;
  return new Response(html, {
    status: err.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
  });
}

/** The app's look (app/globals.css: gray page, white card, blue-700 buttons), light and dark. */
const STYLE = `:root{color-scheme:light dark;--bg:#f9fafb;--card:#fff;--text:#111827;--muted:#374151;--line:#e5e7eb;--link:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--bg:#030712;--card:#111827;--text:#f3f4f6;--muted:#d1d5db;--line:#374151;--link:#93c5fd}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font-family:ui-sans-serif,system-ui,sans-serif;line-height:1.5}
header{display:flex;gap:1.5rem;align-items:center;padding:1rem 1.5rem;background:var(--card);border-bottom:1px solid var(--line)}
header a{color:var(--text);text-decoration:none}.brand{font-weight:600;font-size:1.125rem}.nav{font-size:.875rem}
main{max-width:40rem;margin:2.5rem auto;padding:1.5rem;background:var(--card);border:1px solid var(--line);border-radius:.5rem}
@media (max-width:40rem){main{margin:1rem;padding:1rem}}
h1{font-size:1.5rem;margin:0 0 .75rem}p{color:var(--muted);margin:.5rem 0}.actions{margin-top:1rem}
.actions a{display:inline-block;margin:.25rem .5rem .25rem 0;padding:.5rem 1rem;border-radius:.375rem;text-decoration:none;font-weight:500}
a.primary{background:#1d4ed8;color:#fff}a.secondary{background:var(--card);color:var(--link);border:1px solid var(--line)}
.back a{color:var(--link)}a:focus-visible{outline:2px solid #2563eb;outline-offset:2px}`;

async function describe(
  err: AppError,
  caller: Actor | null,
  slug: string | null,
  file?: AskedFile,
): Promise<Problem> {
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
    const signIn =
      slug && file
        ? signInForFileHref(slug, file.name, file.version)
        : `/signin?callbackUrl=${encodeURIComponent(accessPage ?? "/benchmarks")}`;
    // Only a published, listed benchmark's access mode is named (anyone can read it on its page).
    const isOpen = slug
      ? (
          await db.benchmark.findFirst({
            where: { slug, unpublishedAt: null, releases: { some: { publishedAt: { not: null } } } },
            select: { accessMode: true },
          })
        )?.accessMode === "open"
      : false;
    return {
      title: file ? `Sign in to download ${file.name}` : "Sign in to download",
      body: [
        isOpen
          ? "Downloads need an account, even on open benchmarks: every download is logged with who made it."
          : "Downloads need an account and approved access to this benchmark: every download is logged with who made it.",
        !file
          ? "Sign in, then download the file again from the benchmark's page."
          : isOpen
            ? "Sign in and you come back to the benchmark's files, where this file's download starts."
            : "Sign in and you come back to the benchmark's files: request access there if you have none yet; with access, this file's download starts.",
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
