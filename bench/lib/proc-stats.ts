import { readFileSync } from "node:fs";

/** A process's resident memory, from /proc. */
export const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) in everything /proc shows. */
const TICKS_PER_SECOND = 100;

/** The CPU seconds a process has used so far, user and system (its threads' included). */
export const cpuSeconds = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
};

/** The whole machine's CPU seconds so far: busy (any process) and in all. */
export const machineCpuSeconds = (): { busy: number; total: number } => {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy =
    (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
  return {
    busy: busy / TICKS_PER_SECOND,
    total: (busy + (idle ?? 0) + (iowait ?? 0)) / TICKS_PER_SECOND,
  };
};
