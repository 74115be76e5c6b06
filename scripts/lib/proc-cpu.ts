// CPU time of processes from Linux's /proc, for the benchmarks that must say where a machine's cores went
// (bench:render: Chromium; bench:load: the servers, PostgreSQL's backends and the load generator). Elsewhere: 0.
import { readdirSync, readFileSync } from 'node:fs';

interface ProcCpu {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime in clock ticks (10 ms: Linux's USER_HZ is 100). */
  ticks: number;
}

function readStat(pid: string): ProcCpu | null {
  try {
    // Fields after the command's closing parenthesis: state ppid … utime(14) stime(15) cutime(16) cstime(17).
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return {
      pid: Number(pid),
      ppid: Number(f[1]),
      ticks: [11, 12, 13, 14].reduce((t, i) => t + Number(f[i]), 0),
    };
  } catch {
    return null; // gone in between, or no /proc
  }
}

function allProcs(): ProcCpu[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .flatMap((d) => readStat(d) ?? []);
  } catch {
    return [];
  }
}

/** CPU milliseconds of every live descendant of `root` (default: this process), with the children they reaped. */
export function descendantCpuMs(root = process.pid): number {
  const procs = allProcs();
  const mine = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of procs)
      if (!mine.has(p.pid) && mine.has(p.ppid)) {
        mine.add(p.pid);
        grew = true;
      }
  }
  return procs.filter((p) => p.pid !== root && mine.has(p.pid)).reduce((t, p) => t + p.ticks * 10, 0);
}

/** CPU milliseconds of each of `pids` that is alive (e.g. PostgreSQL backends), by pid. */
export function cpuMsOf(pids: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const p = readStat(String(pid));
    if (p) out.set(pid, p.ticks * 10);
  }
  return out;
}
