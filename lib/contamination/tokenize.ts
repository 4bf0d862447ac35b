/**
 * METEOR tokens as DOMAIN.md §4 defines them: the runs of letters and digits of
 * the lower-cased text (`[\p{L}\p{N}]+`), matching Python's
 * `re.findall(r"[^\W_]+", text.lower())` that produced the reference values.
 */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
