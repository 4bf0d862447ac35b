// Memory of a process and its descendants, read from /proc (Linux): resident now and at
// its peak (VmHWM), in MB. Benches use it for the app server, which runs as one process
// today; children are counted in case Next.js starts any.
import { readdirSync, readFileSync } from "node:fs";

function statusKb(pid: number, field: string): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function children(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${name}/status`, "utf8"))?.[1]);
      if (ppid === pid) found.push(Number(name), ...children(Number(name)));
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

export function processTreeMemory(pid: number): { rssMB: number; peakRssMB: number; processes: number } {
  const all = [pid, ...children(pid)];
  const mb = (kb: number) => Math.round(kb / 1024);
  return {
    rssMB: mb(all.reduce((s, p) => s + statusKb(p, "VmRSS"), 0)),
    peakRssMB: mb(all.reduce((s, p) => s + statusKb(p, "VmHWM"), 0)),
    processes: all.length,
  };
}

/** CPU time (user + system) a process has used so far, in seconds (Linux clock ticks of 1/100 s). */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU time of a process and its descendants, in seconds. */
export function processTreeCpuSeconds(pid: number): number {
  return [pid, ...children(pid)].reduce((s, p) => s + (processCpuSeconds(p) || 0), 0);
}
