/** What a benchmark's access mode means for what publishing makes public. */
export function accessModeNote(mode: string): string {
  if (mode === "open")
    return "Open: everyone can browse the benchmark and its claims; signed-in users download the files.";
  if (mode === "auto")
    return "Automatic approval: everyone sees the card (description, counts, splits, license); claims and files are for users whose access request is approved, which happens at once.";
  return "Manual approval: everyone sees the card (description, counts, splits, license); claims and files are for users a maintainer approves.";
}
