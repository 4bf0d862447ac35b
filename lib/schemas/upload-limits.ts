/**
 * Largest file a page form sends through a Server Action, in bytes. Next.js refuses bigger
 * action bodies before our code runs (and the browser would show an error page), so the
 * forms check the size first and next.config.ts allows a little more than this for the
 * other fields. Larger files go through the token API's streaming uploads.
 */
export const PAGE_FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** "12.3 MB" for a byte count. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The form error for a file over `limit`, or null. Shared by the page check and the action. */
export function fileTooLargeMessage(file: { name: string; size: number }, limit: number): string | null {
  return file.size > limit
    ? `${file.name} is ${formatBytes(file.size)}; files sent from this page may be at most ${formatBytes(limit)}. Split the file, or upload it through the API.`
    : null;
}
