// What the fault tests share: a tally of the faults tried and how they
// ended, printed when a file's tests are done; children run with a time
// limit, so a hang fails a test instead of stopping the suite; and the
// switch to the longer variants (FORTY_THIEVES_FAULTS_LONG=1).

import { spawn } from 'node:child_process';
import path from 'node:path';

/** The longer variants: more rounds of the races and more kill points. */
export const LONG = process.env.FORTY_THIEVES_FAULTS_LONG === '1';

export class Tally {
  private readonly counts = new Map<string, { tried: number; held: number }>();

  constructor(private readonly title: string) {}

  /** Counts one fault of `kind`; `held`: the program came through it as it should. */
  add(kind: string, held: boolean): void {
    const count = this.counts.get(kind) ?? { tried: 0, held: 0 };
    count.tried += 1;
    if (held) count.held += 1;
    this.counts.set(kind, count);
  }

  /** One line per kind and a total, as the test output shows it. */
  text(): string {
    let tried = 0;
    let held = 0;
    const lines = [...this.counts].map(([kind, c]) => {
      tried += c.tried;
      held += c.held;
      return `  ${kind}: ${c.held} of ${c.tried} held`;
    });
    return [`faults, ${this.title}: ${held} of ${tried} held`, ...lines].join('\n');
  }

  print(): void {
    if (this.counts.size > 0) process.stdout.write(`\n${this.text()}\n`);
  }
}

export interface ChildRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Killed at the time limit. */
  readonly hung: boolean;
}

/** Runs a TypeScript child of this folder (or any script) and gathers its output; killed after `limitMs`. */
export function runChild(
  script: string,
  args: readonly string[],
  options: { limitMs?: number; env?: NodeJS.ProcessEnv; stdoutFd?: number } = {},
): Promise<ChildRun> {
  const file = path.isAbsolute(script) ? script : path.join(import.meta.dirname, 'children', script);
  const proc = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    stdio: ['ignore', options.stdoutFd ?? 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let stdout = '';
  let stderr = '';
  proc.stdout?.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    proc.kill('SIGKILL');
  }, options.limitMs ?? 10_000);
  return new Promise((resolve) =>
    proc.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, hung });
    }),
  );
}
