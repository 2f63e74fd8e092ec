/**
 * Resident memory of a process tree, read from /proc (Linux): the sum of VmRSS over a process and
 * all its descendants, sampled on an interval by a Sampler.
 */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcRss {
  pid: number;
  /** Resident set size in bytes. */
  rss: number;
  command: string;
}

function read(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null; // the process ended meanwhile
  }
}

/** Every live process in the tree rooted at `root` (itself included), with its RSS. */
export function processTree(root: number): ProcRss[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so split after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(name));
    children.set(ppid, list);
  }
  const out: ProcRss[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift() as number;
    const status = read(`/proc/${pid}/status`);
    if (status) {
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const command = (read(`/proc/${pid}/cmdline`) ?? "").split("\0").filter(Boolean).join(" ");
      out.push({ pid, rss: kb * 1024, command });
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

export const treeRss = (root: number) => processTree(root).reduce((n, p) => n + p.rss, 0);

/** Samples a tree's total RSS every `everyMs`; `peak` is the highest total seen since start. */
export class Sampler {
  peak = 0;
  private timer: NodeJS.Timeout;
  private window: number[] | null = null;

  constructor(
    private readonly root: number,
    everyMs = 100,
  ) {
    this.timer = setInterval(() => this.sample(), everyMs);
    this.sample();
  }

  private sample() {
    const total = treeRss(this.root);
    if (total > this.peak) this.peak = total;
    this.window?.push(total);
  }

  /** Mean total RSS over the next `ms` milliseconds. */
  async mean(ms: number): Promise<number> {
    this.window = [];
    await new Promise((r) => setTimeout(r, ms));
    const xs = this.window;
    this.window = null;
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : treeRss(this.root);
  }

  stop() {
    clearInterval(this.timer);
  }
}
