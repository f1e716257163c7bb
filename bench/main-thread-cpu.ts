// How much of a long task the page's main thread actually ran, and how long it waited for a CPU
// (Linux only, from /proc/<pid>/task/<pid>/schedstat: time on a CPU, time runnable but waiting).
// On a two-core machine shared with the servers the page talks to, a 'long task' can be mostly the
// renderer's main thread waiting for a core (seen with `perf sched`); this tells the two apart.
import { readdirSync, readFileSync } from 'node:fs';

interface Sample {
  /** Epoch ms (node's performance.timeOrigin + now(): the page's clock base too). */
  at: number;
  runMs: number;
  waitMs: number;
}

const schedstat = (pid: string): [number, number] | null => {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return [run! / 1e6, wait! / 1e6];
  } catch {
    return null;
  }
};

/** Chromium's renderer processes (their main thread has the process's id). */
const renderers = (): string[] => {
  try {
    return readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--type=renderer');
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
};

export interface MainThreadCpu {
  /** For a task [start, start + duration] in page time (ms) of a page with `timeOrigin`: ran and waited, ms. */
  split(timeOrigin: number, start: number, duration: number): { ranMs: number; waitedMs: number } | null;
  stop(): void;
}

/** Samples every renderer's main thread every `everyMs` until stopped; null where /proc has no schedstat. */
export function sampleMainThreadCpu(everyMs = 5): MainThreadCpu | null {
  const pids = renderers();
  if (!pids.length || !schedstat(pids[0]!)) return null;
  const samples = new Map<string, Sample[]>(pids.map((p) => [p, []]));
  const tick = () => {
    const at = performance.timeOrigin + performance.now();
    for (const [pid, list] of samples) {
      const s = schedstat(pid);
      if (s) list.push({ at, runMs: s[0], waitMs: s[1] });
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  /** The page's renderer: the one whose main thread ran the most while sampled. */
  const busiest = () =>
    [...samples.values()].filter((l) => l.length > 1).sort((a, b) => b.at(-1)!.runMs - b[0]!.runMs - (a.at(-1)!.runMs - a[0]!.runMs))[0];
  const at = (list: Sample[], t: number, key: 'runMs' | 'waitMs') => {
    const i = list.findIndex((s) => s.at >= t);
    if (i <= 0) return list[Math.max(0, i)]![key];
    const a = list[i - 1]!;
    const b = list[i]!;
    return a[key] + ((b[key] - a[key]) * (t - a.at)) / Math.max(1e-6, b.at - a.at);
  };
  return {
    split(timeOrigin, start, duration) {
      const list = busiest();
      if (!list) return null;
      const from = timeOrigin + start;
      const to = from + duration;
      return { ranMs: at(list, to, 'runMs') - at(list, from, 'runMs'), waitedMs: at(list, to, 'waitMs') - at(list, from, 'waitMs') };
    },
    stop: () => clearInterval(timer),
  };
}
