/** A form field as text: "" when it is absent or a file (so no `as string` on form data). */
export function text(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}
