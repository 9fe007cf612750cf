// A program run in a pseudo-terminal (through util-linux `script`), for
// measuring what a player sees: the time to a frame, the time from a key to
// the next frame. Output is kept raw; `screenText` strips the escapes.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface PtyRun {
  readonly child: ChildProcess;
  /** Everything written to the terminal so far. */
  output(): string;
  /** Resolves with the time (ms since start) when `test` first holds for the output after `from`. */
  waitFor(test: (text: string) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<number>;
  write(keys: string): void;
  exited: Promise<number>;
  readonly startedAt: number;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function runInPty(argv: string[], options: { cols: number; rows: number; env?: NodeJS.ProcessEnv }): PtyRun {
  const command = `stty cols ${options.cols} rows ${options.rows}; exec ${argv.map(quote).join(' ')}`;
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: 'xterm-256color', ...options.env };
  delete env.CI; // with CI set, Ink draws only the last frame
  const startedAt = performance.now();
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  let text = '';
  const waiters = new Set<() => void>();
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    text += chunk;
    for (const w of [...waiters]) w();
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return {
    child,
    startedAt,
    exited,
    output: () => text,
    write: (keys) => void child.stdin!.write(keys),
    waitFor(test, { from = 0, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (test(text.slice(from))) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(performance.now() - startedAt);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out after ${timeoutMs} ms; screen so far:\n${screenText(text).slice(-800)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** The output with terminal escape sequences removed. */
export function screenText(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]/g, '');
}

/** Median and 95th percentile of a list of figures. */
export function percentiles(values: number[]): { median: number; p95: number } {
  const sorted = values.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

/** The game's process id: the process `script` runs in the pseudo-terminal. */
export function gamePid(run: PtyRun): number {
  return Number(
    execFileSync('pgrep', ['-P', String(run.child.pid)])
      .toString()
      .trim()
      .split('\n')[0],
  );
}

/** A process's peak resident memory so far, in KiB (0 once it has gone). */
export function peakKbOf(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
