import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The processes whose parent is `pid` (read from /proc). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** `pid`'s children, their children, and so on. */
export function descendantsOf(pid: number): number[] {
  const children = childrenOf(pid);
  return [...children, ...children.flatMap(descendantsOf)];
}

export function isRunning(pid: number): boolean {
  // A zombie has exited; only its parent has not collected it yet.
  const status = existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return status !== '' && !/^State:\s+Z/m.test(status);
}
