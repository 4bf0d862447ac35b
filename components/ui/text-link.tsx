import Link from "next/link";
import type { AnchorHTMLAttributes, ComponentProps } from "react";

/**
 * The look of a link in running text: blue and underlined, lighter blue in dark mode, a thicker
 * underline on hover and a visible focus ring. Also for things that act like links (a <summary>,
 * a file-picker <label>, a small text button).
 */
export const TEXT_LINK =
  "rounded-sm text-blue-700 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:focus-visible:outline-blue-300";

/** A link to a page of the app (next/link: client-side navigation and prefetch). */
export function TextLink({ className = "", ...props }: ComponentProps<typeof Link>) {
  return <Link className={`${TEXT_LINK} ${className}`} {...props} />;
}

/**
 * A plain <a> with the same look, for what is not a page of the app: file downloads and API
 * responses, mailto:, other sites, and in-page anchors.
 */
export function TextAnchor({ className = "", ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={`${TEXT_LINK} ${className}`} {...props} />;
}
