// What the commands print, as the Python client prints it (clients/python/src/livecheck/output.py).
import type { Schemas } from "./connect";

export function table(rows: unknown[][], header: string[]): string {
  const cells = [header, ...rows.map((r) => r.map((c) => (c === null || c === undefined ? "" : String(c))))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join(
    "\n",
  );
}

export function progressBar(label: string): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  let shown = -1;
  return (done, total) => {
    const percent = total <= 0 ? 100 : Math.floor((done * 100) / total);
    if (percent === shown && done < total) return;
    shown = percent;
    const filled = Math.floor((percent * 30) / 100);
    process.stderr.write(
      `\r${label.slice(0, 28).padEnd(28)} [${"#".repeat(filled)}${".".repeat(30 - filled)}] ${String(percent).padStart(3)}% ${(done / 1e6).toFixed(1)} MB`,
    );
    if (done >= total) process.stderr.write("\n");
  };
}

const num = (v: unknown) =>
  typeof v === "number"
    ? Number.isInteger(v)
      ? String(v)
      : String(Number(v.toPrecision(4)))
    : v === null || v === undefined
      ? "n/a"
      : String(v);

function ladderWords(r: NonNullable<Schemas["Submission"]["release"]>): string {
  if (r.status === "released")
    return `Disclosed: ${r.metric} = ${num(r.value)}, rounded to a step of ${num(r.step)}; it beats your best disclosed score by more than that step`;
  if (r.status === "held")
    return `Held: ${r.metric} did not beat your best disclosed score (${num(r.best)}) by more than the step ${num(r.step)}, so no new score is disclosed`;
  return "Withheld: the split is too small for a score to be disclosed";
}

export function describeSubmission(v: Schemas["Submission"]): string[] {
  const lines = [
    `${v.id}  ${v.benchmark.slug} ${v.split.name}${v.split.hidden ? " (hidden)" : ""}  ${v.model.name}  ${v.status}`,
  ];
  if (v.status === "queued" && v.position !== null) lines.push(`queue position ${v.position}`);
  if (v.status === "failed") lines.push(`failed (${v.errorKind ?? "error"}): ${v.error ?? "no message"}`);
  if (v.score)
    lines.push(
      `n ${v.score.n}: ${Object.entries(v.score.metrics)
        .map(([k, x]) => `${k} ${num(x)}`)
        .join(", ")}`,
    );
  if (v.release) lines.push(ladderWords(v.release));
  else if (v.status === "scored" && v.split.hidden && !v.score)
    lines.push("No score is disclosed to you on this hidden split");
  return lines;
}
